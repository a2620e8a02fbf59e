// Image decoders TrellisImageIO uses: libpng's simplified API and
// libjpeg-turbo's TurboJPEG API (both return errors; neither longjmps).
#include <png.h>
#include <turbojpeg.h>
