// libdbus, for the XDG desktop portal's appearance settings (dark mode)
// and the AT-SPI accessibility bus (TrellisX11/Accessibility).
#include <dbus/dbus.h>
