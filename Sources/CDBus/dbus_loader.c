#include "trellis_dbus.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

struct trellis_dbus_functions trellis_dbus;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "trellis: libdbus-1.so.3 cannot be opened (%s): no desktop portal, no accessibility bus\n",
                dlerror());
        return;
    }
    struct trellis_dbus_functions found;
#define TRELLIS_DBUS_LOOK_UP(result, name, parameters, arguments) \
    if ((*(void **)&found.name = dlsym(library, "dbus_" #name)) == NULL) { \
        fprintf(stderr, "trellis: libdbus-1.so.3 has no dbus_" #name "\n"); \
        dlclose(library); \
        return; \
    }
    TRELLIS_DBUS_FUNCTIONS(TRELLIS_DBUS_LOOK_UP)
#undef TRELLIS_DBUS_LOOK_UP
    trellis_dbus = found;
    loaded = 1;
}

int trellis_dbus_load(void) {
    pthread_once(&once, load);
    return loaded;
}
