// keyprobe: keystroke -> glyph latency of any X11 program (issue #15).
// Starts the command, waits for its window to map and paint, gives it the
// keyboard focus, then N times: an XTest key press (and release) and the
// time until the first XDamage report on that window after the press.
// Presses are spaced by a quiet gap so that each is measured alone.
// usage: keyprobe [-n presses] [-g gap_ms] [-t timeout_s] -- cmd args...
// Prints: keys: N presses, median X ms, p90 Y ms, min Z ms
// gcc -O2 keyprobe.c -o keyprobe -lX11 -lXdamage -lXtst
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/XTest.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static Display* d;
static int next_event(XEvent* e, double deadline) {
  for (;;) {
    if (XPending(d)) { XNextEvent(d, e); return 1; }
    double left = deadline - now_ms();
    if (left <= 0) return 0;
    struct pollfd p = {ConnectionNumber(d), POLLIN, 0};
    poll(&p, 1, (int)(left + 1));
  }
}
static int ignore_err(Display* dd, XErrorEvent* ee) { return 0; }
static int cmpd(const void* a, const void* b) { double x = *(double*)a, y = *(double*)b; return x < y ? -1 : x > y; }

int main(int argc, char** argv) {
  int n = 40, gap = 120, timeout = 30, i = 1;
  for (; i < argc && strcmp(argv[i], "--"); i++) {
    if (!strcmp(argv[i], "-n")) n = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-g")) gap = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-t")) timeout = atoi(argv[++i]);
  }
  if (i >= argc - 1) { fprintf(stderr, "usage: keyprobe [-n N] [-g gap_ms] [-t s] -- cmd...\n"); return 2; }
  char** cmd = argv + i + 1;
  d = XOpenDisplay(NULL); if (!d) { fprintf(stderr, "keyprobe: no display\n"); return 1; }
  XSetErrorHandler(ignore_err);
  int dmg_ev, dmg_err, xt_ev, xt_err, major, minor;
  if (!XDamageQueryExtension(d, &dmg_ev, &dmg_err)) { fprintf(stderr, "keyprobe: no DAMAGE\n"); return 1; }
  if (!XTestQueryExtension(d, &xt_ev, &xt_err, &major, &minor)) { fprintf(stderr, "keyprobe: no XTEST\n"); return 1; }
  Window root = DefaultRootWindow(d);
  XSelectInput(d, root, SubstructureNotifyMask); XSync(d, False);
  pid_t pid = fork();
  if (pid == 0) { execvp(cmd[0], cmd); perror("exec"); _exit(127); }
  double deadline = now_ms() + timeout * 1e3, last_damage = 0;
  Window win = 0; XEvent e;
  // The first top-level window that maps, and its first paint settling.
  while (next_event(&e, deadline)) {
    if (e.type == CreateNotify && e.xcreatewindow.parent == root) XDamageCreate(d, e.xcreatewindow.window, XDamageReportRawRectangles);
    else if (e.type == MapNotify && e.xmap.event == root && !win && !e.xmap.override_redirect) win = e.xmap.window;
    else if (e.type == dmg_ev + XDamageNotify && win && ((XDamageNotifyEvent*)&e)->drawable == win) { last_damage = now_ms(); break; }
  }
  if (!win || !last_damage) { fprintf(stderr, "keyprobe: no window painted\n"); kill(pid, SIGTERM); return 1; }
  // Quiet for 500 ms (start-up work done, an input method opened).
  for (double quiet = now_ms() + 500; next_event(&e, quiet);) if (e.type == dmg_ev + XDamageNotify) quiet = now_ms() + 500;
  XSetInputFocus(d, win, RevertToParent, CurrentTime); XSync(d, False);
  usleep(200000);
  while (XPending(d)) XNextEvent(d, &e);
  KeyCode code = XKeysymToKeycode(d, XK_a);
  double* samples = malloc(n * sizeof(double)); int got = 0;
  for (int k = 0; k < n; k++) {
    while (XPending(d)) XNextEvent(d, &e);
    double start = now_ms();
    XTestFakeKeyEvent(d, code, True, CurrentTime);
    XTestFakeKeyEvent(d, code, False, CurrentTime);
    XFlush(d);
    double until = start + 1000;
    while (next_event(&e, until)) {
      if (e.type == dmg_ev + XDamageNotify && ((XDamageNotifyEvent*)&e)->drawable == win) { samples[got++] = now_ms() - start; break; }
    }
    // Let the rest of this frame's damage pass before the next press.
    for (double quiet = now_ms() + gap; next_event(&e, quiet);) {}
  }
  kill(pid, SIGTERM); waitpid(pid, NULL, 0);
  if (!got) { fprintf(stderr, "keyprobe: no key produced damage\n"); return 1; }
  qsort(samples, got, sizeof *samples, cmpd);
  printf("keys: %d presses, median %.2f ms, p90 %.2f ms, min %.2f ms\n", got, samples[got / 2], samples[(got * 9) / 10 < got ? (got * 9) / 10 : got - 1], samples[0]);
  return 0;
}
