/* Counts how often a compositor shows a window at a size it has not
 * painted yet, while the pointer drags the window larger and smaller.
 *
 *   resize_stale WINDOW [nosync]
 *
 * WINDOW is the client window's id. The drag is the window manager's
 * Alt + right-button resize, sent through XTest in 16 ms steps, as a
 * person's drag would arrive. Between steps the screen is sampled every
 * 2 ms: a sample is stale when at least half of a 3-pixel strip inside
 * the window's right or bottom edge is black (pixels the app never
 * painted: its window has no server background). With "nosync" the
 * probe first removes _NET_WM_SYNC_REQUEST from the window's
 * WM_PROTOCOLS, so the window manager resizes without waiting for the
 * app, as it would for a client that does not speak the protocol.
 *
 * Prints one line: samples, stale samples, and the stale share.
 */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
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
    XSync(d, False);
}

/* Black pixels in a strip of the root window, as a share of the strip. */
static double black_share(Display *d, Window root, int x, int y, int w, int h) {
    if (w <= 0 || h <= 0) return 0;
    XImage *image = XGetImage(d, root, x, y, (unsigned)w, (unsigned)h, AllPlanes, ZPixmap);
    if (!image) return 0;
    long black = 0;
    for (int j = 0; j < h; j++)
        for (int i = 0; i < w; i++)
            if ((XGetPixel(image, i, j) & 0xffffff) == 0) black++;
    XDestroyImage(image);
    return (double)black / (w * h);
}

static int is_stale(Display *d, Window root, Window w, int screen_w, int screen_h) {
    XWindowAttributes a;
    int x, y;
    Window child;
    if (!XGetWindowAttributes(d, w, &a)) return 0;
    XTranslateCoordinates(d, w, root, 0, 0, &x, &y, &child);
    int right = x + a.width, bottom = y + a.height;
    if (right > screen_w) right = screen_w;
    if (bottom > screen_h) bottom = screen_h;
    int h = bottom - y, wd = right - x;
    return black_share(d, root, right - 3, y, 3, h) >= 0.5 || black_share(d, root, x, bottom - 3, wd, 3) >= 0.5;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: resize_stale WINDOW [nosync]\n"); return 2; }
    Window w = (Window)strtoul(argv[1], NULL, 0);
    int nosync = argc > 2 && strcmp(argv[2], "nosync") == 0;
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "resize_stale: cannot open the display\n"); return 1; }
    Window root = DefaultRootWindow(d);
    int screen_w = DisplayWidth(d, DefaultScreen(d)), screen_h = DisplayHeight(d, DefaultScreen(d));
    if (nosync) drop_sync_protocol(d, w);

    XWindowAttributes a;
    int x, y;
    Window child;
    XGetWindowAttributes(d, w, &a);
    XTranslateCoordinates(d, w, root, 0, 0, &x, &y, &child);
    int px = x + a.width - 20, py = y + a.height - 20;

    KeyCode alt = XKeysymToKeycode(d, XStringToKeysym("Alt_L"));
    XTestFakeMotionEvent(d, -1, px, py, 0);
    XTestFakeKeyEvent(d, alt, True, 0);
    XTestFakeButtonEvent(d, 3, True, 0);
    XSync(d, False);

    long samples = 0, stale = 0;
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
                stale += is_stale(d, root, w, screen_w, screen_h);
                struct timespec pause = {0, 2000000};
                nanosleep(&pause, NULL);
            }
        }
    }
    XTestFakeButtonEvent(d, 3, False, 0);
    XTestFakeKeyEvent(d, alt, False, 0);
    XSync(d, False);
    printf("%s: %ld samples, %ld stale (%.1f%%)\n", nosync ? "without sync" : "with sync", samples, stale,
           samples ? 100.0 * stale / samples : 0.0);
    XCloseDisplay(d);
    return 0;
}
