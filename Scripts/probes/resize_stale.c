/* Counts how often a compositor shows a window at a size it has not
 * painted yet, while the pointer drags the window larger and smaller.
 *
 *   resize_stale WINDOW [nosync]
 *
 * WINDOW is the client window's id. The drag is the window manager's
 * own: the probe asks for it with _NET_WM_MOVERESIZE (bottom-right
 * corner, button 1, as a click on a border does; every EWMH window
 * manager takes it, whatever its modifier-drag settings), then moves the
 * pointer through XTest in 16 ms steps, as a person's drag would arrive.
 * Between steps the screen is sampled every 2 ms: a sample is stale when
 * at least half of a 3-pixel strip inside the window's right or bottom
 * edge is black (pixels the app never painted: its window has no server
 * background); "not grown yet" when the strip is something else than the
 * palette's plain background (a compositor that waits for the app still
 * shows its last whole frame, smaller). With "nosync" the probe first removes
 * _NET_WM_SYNC_REQUEST from the window's WM_PROTOCOLS and its
 * _NET_WM_SYNC_REQUEST_COUNTER and has the window manager take the
 * window on again (withdrawn and mapped: Xfwm reads them only then), so
 * it resizes without waiting for the app, as it would for a client that
 * does not speak the protocol. The counters' movement is printed: in a
 * run without sync they must not jump.
 *
 * Prints one line: samples, stale samples, and the stale share.
 */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/sync.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* The window's sync counters (basic, then extended), 0 where absent. */
static void sync_counters(Display *d, Window w, XSyncCounter counters[2]) {
    Atom type;
    int format;
    unsigned long count = 0, after;
    unsigned char *data = NULL;
    counters[0] = counters[1] = 0;
    if (XGetWindowProperty(d, w, XInternAtom(d, "_NET_WM_SYNC_REQUEST_COUNTER", False), 0, 2, False, XA_CARDINAL,
                           &type, &format, &count, &after, &data) == Success && data) {
        for (unsigned long i = 0; i < count && i < 2; i++) counters[i] = (XSyncCounter)((long *)data)[i];
        XFree(data);
    }
}

static long long counter_value(Display *d, XSyncCounter counter) {
    XSyncValue value;
    if (!counter || !XSyncQueryCounter(d, counter, &value)) return 0;
    return ((long long)XSyncValueHigh32(value) << 32) | XSyncValueLow32(value);
}

static void drop_sync_protocol(Display *d, Window w) {
    Atom *protocols = NULL;
    int count = 0;
    Atom sync = XInternAtom(d, "_NET_WM_SYNC_REQUEST", False);
    if (!XGetWMProtocols(d, w, &protocols, &count)) return;
    int kept = 0;
    for (int i = 0; i < count; i++)
        if (protocols[i] != sync) protocols[kept++] = protocols[i];
    XSetWMProtocols(d, w, protocols, kept);
    XFree(protocols);
    XDeleteProperty(d, w, XInternAtom(d, "_NET_WM_SYNC_REQUEST_COUNTER", False));
    /* Window managers read both when they take a window on (Xfwm never
     * again): the window is withdrawn (ICCCM 4.1.4) and mapped anew. */
    XUnmapWindow(d, w);
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xunmap.type = UnmapNotify;
    e.xunmap.event = DefaultRootWindow(d);
    e.xunmap.window = w;
    XSendEvent(d, DefaultRootWindow(d), False, SubstructureRedirectMask | SubstructureNotifyMask, &e);
    XSync(d, False);
    struct timespec pause = {0, 500000000};
    nanosleep(&pause, NULL);
    XMapWindow(d, w);
    XSync(d, False);
    nanosleep(&pause, NULL);
    nanosleep(&pause, NULL);
}

/* Asks the window manager to resize `w` from its bottom-right corner
 * with button 1, from the pointer's place (x, y on the root). */
static void start_resize(Display *d, Window root, Window w, int x, int y) {
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.window = w;
    e.xclient.message_type = XInternAtom(d, "_NET_WM_MOVERESIZE", False);
    e.xclient.format = 32;
    e.xclient.data.l[0] = x;
    e.xclient.data.l[1] = y;
    e.xclient.data.l[2] = 4; /* _NET_WM_MOVERESIZE_SIZE_BOTTOMRIGHT */
    e.xclient.data.l[3] = 1; /* button 1 */
    e.xclient.data.l[4] = 1; /* a normal application */
    XSendEvent(d, root, False, SubstructureRedirectMask | SubstructureNotifyMask, &e);
    XSync(d, False);
}

/* Pixels in a strip of the root window that are `colour` (`same`) or
 * are not (`!same`), as a share of the strip. */
static double share(Display *d, Window root, int x, int y, int w, int h, unsigned long colour, int same) {
    if (w <= 0 || h <= 0) return 0;
    XImage *image = XGetImage(d, root, x, y, (unsigned)w, (unsigned)h, AllPlanes, ZPixmap);
    if (!image) return 0;
    long count = 0;
    for (int j = 0; j < h; j++)
        for (int i = 0; i < w; i++)
            if (((XGetPixel(image, i, j) & 0xffffff) == colour) == same) count++;
    XDestroyImage(image);
    return (double)count / (w * h);
}

/* The colour of one pixel of the root window. */
static unsigned long pixel_at(Display *d, Window root, int x, int y) {
    XImage *image = XGetImage(d, root, x, y, 1, 1, AllPlanes, ZPixmap);
    if (!image) return 0;
    unsigned long value = XGetPixel(image, 0, 0) & 0xffffff;
    XDestroyImage(image);
    return value;
}

/* The narrowest and widest the window was seen: the drag did resize it. */
static int narrowest = 1 << 30, widest = 0;

/* One look at the window's right and bottom edges (3-pixel strips just
 * inside its current size): 2 when at least half of a strip is black
 * (pixels the app never painted: the window has no server background),
 * 1 when it is something else than the app's background (the compositor
 * still shows the last frame, smaller, with what lies behind), else 0. */
static int look(Display *d, Window root, Window w, int screen_w, int screen_h) {
    XWindowAttributes a;
    int x, y;
    Window child;
    if (!XGetWindowAttributes(d, w, &a)) return 0;
    if (a.width < narrowest) narrowest = a.width;
    if (a.width > widest) widest = a.width;
    XTranslateCoordinates(d, w, root, 0, 0, &x, &y, &child);
    int right = x + a.width, bottom = y + a.height;
    if (right > screen_w) right = screen_w;
    if (bottom > screen_h) bottom = screen_h;
    int h = bottom - y - 16, wd = right - x - 16;
    if (share(d, root, right - 3, y + 8, 3, h, 0, 1) >= 0.5 || share(d, root, x + 8, bottom - 3, wd, 3, 0, 1) >= 0.5) return 2;
    /* The palette's background: its top-left corner, never moved by a
     * resize; its right and bottom margins are plain. */
    unsigned long painted = pixel_at(d, root, x + 2, y + 2);
    return share(d, root, right - 3, y + 8, 3, h, painted, 0) >= 0.5 || share(d, root, x + 8, bottom - 3, wd, 3, painted, 0) >= 0.5;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: resize_stale WINDOW [nosync]\n"); return 2; }
    Window w = (Window)strtoul(argv[1], NULL, 0);
    int nosync = argc > 2 && strcmp(argv[2], "nosync") == 0;
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "resize_stale: cannot open the display\n"); return 1; }
    Window root = DefaultRootWindow(d);
    int screen_w = DisplayWidth(d, DefaultScreen(d)), screen_h = DisplayHeight(d, DefaultScreen(d));
    int sync_event, sync_error, major, minor;
    XSyncQueryExtension(d, &sync_event, &sync_error);
    XSyncInitialize(d, &major, &minor);
    XSyncCounter counters[2];
    sync_counters(d, w, counters);
    long long basic_before = counter_value(d, counters[0]), extended_before = counter_value(d, counters[1]);
    if (nosync) drop_sync_protocol(d, w);

    XWindowAttributes a;
    int x, y;
    Window child;
    XGetWindowAttributes(d, w, &a);
    XTranslateCoordinates(d, w, root, 0, 0, &x, &y, &child);
    int px, py;

    /* The button goes down where nothing takes it (the root window)
     * and the window manager is asked to take the drag from there. */
    int hx = x + a.width + 40, hy = y + a.height + 40;
    XTestFakeMotionEvent(d, -1, hx, hy, 0);
    XSync(d, False);
    XTestFakeButtonEvent(d, 1, True, 0);
    XSync(d, False);
    start_resize(d, root, w, hx, hy);
    px = hx; py = hy;
    struct timespec settle = {0, 200000000};
    nanosleep(&settle, NULL);

    long samples = 0, stale = 0, behind = 0;
    /* Out and back twice: 60 steps of 6 pixels each way. */
    for (int round = 0; round < 4; round++) {
        int direction = round % 2 == 0 ? 1 : -1;
        for (int step = 0; step < 60; step++) {
            px += 6 * direction;
            py += 4 * direction;
            XTestFakeMotionEvent(d, -1, px, py, 0);
            XSync(d, False);
            double until = now() + 0.016;
            while (now() < until) {
                samples++;
                int seen = look(d, root, w, screen_w, screen_h);
                stale += seen == 2;
                behind += seen == 1;
                struct timespec pause = {0, 2000000};
                nanosleep(&pause, NULL);
            }
        }
    }
    /* The window manager's grab ends with the button's release. */
    XTestFakeButtonEvent(d, 1, False, 0);
    XSync(d, False);
    /* How far the counters moved: a window manager's requests make them
     * jump (Xfwm by 240 a request), frames alone move the extended one by 2. */
    printf("counters moved: basic %lld, extended %lld\n", counter_value(d, counters[0]) - basic_before,
           counter_value(d, counters[1]) - extended_before);
    printf("%s: %ld samples, %ld stale (%.1f%%), %ld not grown yet (%.1f%%), width %d to %d\n",
           nosync ? "without sync" : "with sync", samples, stale, samples ? 100.0 * stale / samples : 0.0,
           behind, samples ? 100.0 * behind / samples : 0.0, narrowest, widest);
    XCloseDisplay(d);
    return 0;
}
