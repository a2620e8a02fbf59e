// gtk4_list: a GTK 4 GtkListView of N rows "Row k" (default 1,000,000) in
// a GtkScrolledWindow, window 544x600: the peer of `TrellisBench lazy-list N`
// (issue #17), measured the same way, in its own process so that resident
// memory is its own.
//
// The rows come from a list model that makes each item when asked (as
// Trellis' `List(0..<N)` makes a row's view only when it is shown), a
// GtkSingleSelection over it (the Trellis list has a selection binding) and
// a GtkSignalListItemFactory binding each row's GtkLabel.
//
// Figures, each ending when the frame it causes is painted and the X
// server has done the drawing (after-paint, then gdk_display_sync, from a
// low-priority idle that runs once GTK's own work is done):
//   first    building the model, the list, the window and showing it, to
//            the first painted frame (Trellis' figure starts after its X
//            window exists, so this one carries GTK's window creation too)
//   rss_mib  VmRSS after the first frame
//   scroll   240 steps of 40 px (200 down, 40 up) of the scrolled window's
//            vertical adjustment, 30 ms apart so each frame runs alone:
//            from the change to its frame painted (Trellis' wheel figure
//            starts at the decoded event, too); p50 and p99 (nearest rank)
//   click    a button press and release with XTest on a row 150 px from
//            the top, each from its arrival in GTK (a capture-phase
//            controller on the window) to its repaint; their sum
// Prints `key=value` records (seconds, MiB) for Scripts/benchreport:
//   lazy.gtk4.N.first=0.031 ... (lazy.gtk4-cairo.N.* with GSK_RENDERER=cairo)
// and `#` lines: GTK's version and renderer, memory before the window.
//
// gcc -O2 gtk4_list.c -o gtk4_list $(pkg-config --cflags --libs gtk4 gtk4-x11 xtst x11)
#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// --- A model of N rows, each item made when asked ----------------------------
#define ROW_TYPE_MODEL (row_model_get_type())
G_DECLARE_FINAL_TYPE(RowModel, row_model, ROW, MODEL, GObject)
struct _RowModel { GObject parent; guint count; };
static GType row_model_item_type(GListModel* model) { return GTK_TYPE_STRING_OBJECT; }
static guint row_model_n_items(GListModel* model) { return ROW_MODEL(model)->count; }
static gpointer row_model_item(GListModel* model, guint position) {
  if (position >= ROW_MODEL(model)->count) return NULL;
  char text[32];
  snprintf(text, sizeof text, "Row %u", position);
  return gtk_string_object_new(text);
}
static void row_model_list_init(GListModelInterface* iface) {
  iface->get_item_type = row_model_item_type;
  iface->get_n_items = row_model_n_items;
  iface->get_item = row_model_item;
}
G_DEFINE_TYPE_WITH_CODE(RowModel, row_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, row_model_list_init))
static void row_model_class_init(RowModelClass* class) {}
static void row_model_init(RowModel* model) {}

static void setup_row(GtkSignalListItemFactory* factory, GtkListItem* item, gpointer data) {
  GtkWidget* label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_list_item_set_child(item, label);
}
static void bind_row(GtkSignalListItemFactory* factory, GtkListItem* item, gpointer data) {
  GtkStringObject* row = gtk_list_item_get_item(item);
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(row));
}

// --- Measurement -------------------------------------------------------------
enum { STEPS = 240, STEP_MS = 30, CLICK_GAP_MS = 150 };
static guint count;
static char key[64];  // lazy.gtk4.N, or lazy.gtk4-cairo.N with GSK's cairo renderer
static GtkWidget* window;
static GtkAdjustment* vertical;
static double started, pending_since, scrolls[STEPS], click_parts[2];
static double handled, frame_began, last_frame_began;
static int paints, paints_before, step, click_part, unpainted, awaiting_paint;
static guint fallback;
static void (*on_measured)(double seconds);

static double now(void) { return g_get_monotonic_time() / 1e6; }

static double resident_mib(void) {
  FILE* status = fopen("/proc/self/status", "r");
  char line[256];
  double kib = 0;
  while (status && fgets(line, sizeof line, status))
    if (strncmp(line, "VmRSS:", 6) == 0) kib = atof(line + 6);
  if (status) fclose(status);
  return kib / 1024;
}

static int compare(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}
static double percentile(double* values, int n, double fraction) {  // nearest rank, as TrellisBench
  qsort(values, n, sizeof *values, compare);
  int rank = (int)(fraction * n + 0.999999);
  return values[rank < 1 ? 0 : (rank > n ? n - 1 : rank - 1)];
}

// Runs after GTK's own sources (events, the frame clock's): the work the
// trigger caused is done; the X server is made to finish drawing it. When
// the frame clock put the frame off to its next tick, the wait is not
// counted: the work is the trigger's handling plus the frame itself.
static gboolean measured(gpointer data);
static void clicked(double seconds);
static gboolean no_frame(gpointer data) {
  awaiting_paint = 0;
  fallback = 0;
  unpainted++;
  on_measured(handled);  // nothing to repaint: the handling was all the work
  return G_SOURCE_REMOVE;
}
static gboolean measured(gpointer data) {
  if (paints == paints_before) {
    handled = now() - pending_since;
    awaiting_paint = 1;
    // Only a click may leave nothing to repaint; the others wait for it.
    if (on_measured == clicked) fallback = g_timeout_add(200, no_frame, NULL);
    return G_SOURCE_REMOVE;
  }
  gdk_display_sync(gdk_display_get_default());
  double end = now();
  if (fallback) { g_source_remove(fallback); fallback = 0; }
  on_measured(handled >= 0 ? handled + (end - last_frame_began) : end - pending_since);
  return G_SOURCE_REMOVE;
}
static void measure_from(double start, void (*then)(double)) {
  pending_since = start;
  paints_before = paints;
  handled = -1;
  on_measured = then;
  g_idle_add_full(G_PRIORITY_LOW, measured, NULL, NULL);
}

static Window x_window(void) {
  return gdk_x11_surface_get_xid(gtk_native_get_surface(GTK_NATIVE(window)));
}

static void clicked(double seconds);
static gboolean send_button(gpointer press) {
  XTestFakeButtonEvent(gdk_x11_display_get_xdisplay(gdk_display_get_default()), 1, press != NULL, CurrentTime);
  XFlush(gdk_x11_display_get_xdisplay(gdk_display_get_default()));
  return G_SOURCE_REMOVE;
}
static gboolean on_event(GtkEventControllerLegacy* controller, GdkEvent* event, gpointer data) {
  GdkEventType type = gdk_event_get_event_type(event);
  if ((type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE) && on_measured == clicked && click_part < 2)
    measure_from(now(), clicked);
  return FALSE;
}
static void clicked(double seconds) {
  click_parts[click_part++] = seconds;
  if (click_part == 1) { g_timeout_add(CLICK_GAP_MS, send_button, NULL); return; }
  printf("%s.click=%.6f\n", key, click_parts[0] + click_parts[1]);
  printf("# gtk4_list: press %.6f s, release %.6f s; %d of %d measured triggers painted nothing\n",
         click_parts[0], click_parts[1], unpainted, STEPS + 2);
  fflush(stdout);
  exit(0);
}
static gboolean press_row(gpointer data) {
  Display* display = gdk_x11_display_get_xdisplay(gdk_display_get_default());
  int x, y;
  Window child;
  XTranslateCoordinates(display, x_window(), DefaultRootWindow(display), 40, 150, &x, &y, &child);
  XTestFakeMotionEvent(display, -1, x, y, CurrentTime);
  XFlush(display);
  on_measured = clicked;  // the next press and release are measured
  g_timeout_add(CLICK_GAP_MS, send_button, GINT_TO_POINTER(1));
  return G_SOURCE_REMOVE;
}

static void scrolled(double seconds);
static gboolean scroll_step(gpointer data) {
  double start = now();
  gtk_adjustment_set_value(vertical, gtk_adjustment_get_value(vertical) + (step < 200 ? 40 : -40));
  measure_from(start, scrolled);
  return G_SOURCE_REMOVE;
}
static void scrolled(double seconds) {
  scrolls[step++] = seconds;
  if (step < STEPS) { g_timeout_add(STEP_MS, scroll_step, NULL); return; }
  printf("%s.scroll_p50=%.6f\n", key, percentile(scrolls, STEPS, 0.5));
  printf("%s.scroll_p99=%.6f\n", key, percentile(scrolls, STEPS, 0.99));
  fflush(stdout);
  g_timeout_add(CLICK_GAP_MS, press_row, NULL);
}

static void first_frame(double seconds) {
  GskRenderer* renderer = gtk_native_get_renderer(GTK_NATIVE(window));
  const char* name = renderer ? G_OBJECT_TYPE_NAME(renderer) : "none";
  snprintf(key, sizeof key, "lazy.gtk4%s.%u", strcmp(name, "GskCairoRenderer") == 0 ? "-cairo" : "", count);
  printf("# gtk4_list: GTK %u.%u.%u, renderer %s\n", gtk_get_major_version(), gtk_get_minor_version(),
         gtk_get_micro_version(), name);
  printf("%s.first=%.6f\n", key, seconds);
  printf("%s.rss_mib=%.1f\n", key, resident_mib());
  fflush(stdout);
  g_timeout_add(STEP_MS, scroll_step, NULL);
}

// A frame's first phase (the clock emits only the phases requested).
static void frame_phase(GdkFrameClock* clock, gpointer data) { if (frame_began == 0) frame_began = now(); }
static void after_paint(GdkFrameClock* clock, gpointer data) {
  paints++;
  last_frame_began = frame_began;
  frame_began = 0;
  if (awaiting_paint) {
    awaiting_paint = 0;
    g_idle_add_full(G_PRIORITY_LOW, measured, NULL, NULL);
  }
}
static void realized(GtkWidget* widget, gpointer data) {
  GdkFrameClock* clock = gtk_widget_get_frame_clock(widget);
  const char* phases[] = {"flush-events", "before-paint", "update", "layout", "paint"};
  for (int k = 0; k < 5; k++) g_signal_connect(clock, phases[k], G_CALLBACK(frame_phase), NULL);
  g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(int argc, char** argv) {
  count = argc > 1 ? (guint)strtoul(argv[1], NULL, 10) : 1000000;
  gtk_init();
  if (!GDK_IS_X11_DISPLAY(gdk_display_get_default())) { fprintf(stderr, "gtk4_list: needs X11 (GDK_BACKEND=x11)\n"); return 1; }
  printf("# gtk4_list: %.1f MiB resident before the window\n", resident_mib());
  started = now();
  RowModel* model = g_object_new(ROW_TYPE_MODEL, NULL);
  model->count = count;
  GtkListItemFactory* factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
  GtkWidget* list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(model))), factory);
  GtkWidget* scroller = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
  vertical = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
  window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), "gtk4_list");
  gtk_window_set_default_size(GTK_WINDOW(window), 544, 600);
  gtk_window_set_child(GTK_WINDOW(window), scroller);
  GtkEventController* events = gtk_event_controller_legacy_new();
  gtk_event_controller_set_propagation_phase(events, GTK_PHASE_CAPTURE);
  g_signal_connect(events, "event", G_CALLBACK(on_event), NULL);
  gtk_widget_add_controller(window, events);
  g_signal_connect_after(window, "realize", G_CALLBACK(realized), NULL);
  measure_from(started, first_frame);
  gtk_window_present(GTK_WINDOW(window));
  while (1) g_main_context_iteration(NULL, TRUE);
}
