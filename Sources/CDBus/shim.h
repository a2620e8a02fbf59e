// libdbus, for the XDG desktop portal's appearance settings (dark mode).
#include <dbus/dbus.h>
