// pango_shape: Pango's shaping throughput on the strings, font and size of
// `TrellisBench shape` (issue #19), for the README's shaping table.
//
// Two figures per string, each the median of 5 batches of N iterations,
// after one untimed warm-up (fonts opened, fallbacks found, shape plans
// made), in seconds per shaping of the whole string:
//   itemize_shape  pango_itemize (bidi with FriBidi, script and font items,
//                  per-character font fallback from the fontset) and then
//                  pango_shape_full on every item (HarfBuzz, advances): the
//                  work that Trellis' TextShaper.shape does for one line.
//   layout         a PangoLayout relaid out on one line (no width): the
//                  above plus the log attributes (line-break and cursor
//                  positions) and line building, what a GTK label pays.
// Font: "sans-serif" at 13 px absolute (Trellis' ResolvedFont(size: 13):
// one point is one pixel), through PangoCairo's fontconfig font map, the
// one GTK uses. The files Pango chose are printed so they can be compared
// with the ones Trellis and hb-shape use.
//
// usage: pango_shape [-n iterations per batch]
// Prints one line per string, read by Scripts/benchreport (`pango_shape`):
//   pango_shape name=latin codepoints=58 items=1 iterations=10000 itemize_shape=1.2e-05 layout=1.4e-05 width=390.0 files=DejaVuSans.ttf
// gcc -O2 pango_shape.c -o pango_shape $(pkg-config --cflags --libs pangocairo pangofc fontconfig)
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// The samples of Sources/TrellisBench/ShapingBenchmark.swift, character
// for character (Scripts/benchreport's test checks that they match).
static const char* const samples[][2] = {
    {"latin", "The quick brown fox jumps over the lazy dog, AVATAR office"},
    {"arabic", "مرحبا بالعالم، هذا نص عربي قصير للتجربة"},
    {"hebrew", "שלום עולם, זהו טקסט עברי קצר לבדיקה"},
    {"devanagari", "नमस्ते दुनिया, यह परीक्षण के लिए छोटा पाठ है"},
    {"thai", "ภาษาไทยง่ายนิดเดียว สวัสดีชาวโลก"},
};
enum { batches = 5 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}
static int compare(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

// Itemizes and shapes `text` once; returns the number of items, and
// appends the font file of each new font to `files`.
static int itemize_shape(PangoContext* context, const char* text, int length, PangoGlyphString* glyphs,
                         char* files, size_t files_size) {
  GList* items = pango_itemize(context, text, 0, length, NULL, NULL);
  int count = 0;
  for (GList* l = items; l; l = l->next, count++) {
    PangoItem* item = l->data;
    pango_shape_full(text + item->offset, item->length, text, length, &item->analysis, glyphs);
    if (files && PANGO_IS_FC_FONT(item->analysis.font)) {
      FcChar8* file = NULL;
      FcPattern* pattern = PANGO_FC_FONT(item->analysis.font)->font_pattern;
      if (FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch) {
        const char* base = strrchr((const char*)file, '/');
        base = base ? base + 1 : (const char*)file;
        if (!strstr(files, base)) {
          if (*files) strncat(files, ",", files_size - strlen(files) - 1);
          strncat(files, base, files_size - strlen(files) - 1);
        }
      }
    }
    pango_item_free(item);
  }
  g_list_free(items);
  return count;
}

int main(int argc, char** argv) {
  int iterations = 2000;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc) iterations = atoi(argv[++i]);
    else { fprintf(stderr, "usage: pango_shape [-n iterations per batch]\n"); return 2; }
  }
  if (iterations < 1) { fprintf(stderr, "pango_shape: -n must be at least 1\n"); return 2; }

  PangoFontMap* map = pango_cairo_font_map_new();
  PangoContext* context = pango_font_map_create_context(map);
  PangoFontDescription* font = pango_font_description_from_string("sans-serif");
  pango_font_description_set_absolute_size(font, 13 * PANGO_SCALE);
  pango_context_set_font_description(context, font);
  // Direction from the text (first strong character), as Trellis does
  // for a Text with no layout direction of its own.
  pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR);
  PangoLayout* layout = pango_layout_new(context);
  PangoGlyphString* glyphs = pango_glyph_string_new();

  for (size_t s = 0; s < sizeof samples / sizeof samples[0]; s++) {
    const char *name = samples[s][0], *text = samples[s][1];
    int length = (int)strlen(text);
    char files[512] = "";
    int items = itemize_shape(context, text, length, glyphs, files, sizeof files);  // warm-up
    pango_layout_set_text(layout, text, length);
    PangoRectangle extents;
    pango_layout_get_extents(layout, NULL, &extents);

    double shape_times[batches], layout_times[batches];
    for (int b = 0; b < batches; b++) {
      double start = now();
      for (int i = 0; i < iterations; i++) itemize_shape(context, text, length, glyphs, NULL, 0);
      shape_times[b] = (now() - start) / iterations;
      // context_changed drops the layout's lines, so the next extents
      // query itemizes, shapes and breaks the text again.
      start = now();
      for (int i = 0; i < iterations; i++) {
        pango_layout_context_changed(layout);
        pango_layout_get_extents(layout, NULL, &extents);
      }
      layout_times[b] = (now() - start) / iterations;
    }
    qsort(shape_times, batches, sizeof(double), compare);
    qsort(layout_times, batches, sizeof(double), compare);
    printf("pango_shape name=%s codepoints=%ld items=%d iterations=%d itemize_shape=%.4g layout=%.4g width=%.1f files=%s\n",
           name, g_utf8_strlen(text, -1), items, iterations * batches, shape_times[batches / 2],
           layout_times[batches / 2], extents.width / (double)PANGO_SCALE, files);
    fflush(stdout);
  }
  pango_glyph_string_free(glyphs);
  g_object_unref(layout);
  pango_font_description_free(font);
  g_object_unref(context);
  g_object_unref(map);
  return 0;
}
