// Image decoders TrellisImageIO uses: libpng's simplified API and
// libjpeg-turbo's TurboJPEG API (both return errors; neither longjmps
// into Swift). The one reader below uses libpng's row API, whose errors
// longjmp: the jump stays inside this C function.
#include <png.h>
#include <turbojpeg.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const unsigned char *data;
    size_t size, offset;
    char message[128];
} trellis_png_source;

static void trellis_png_read(png_structp png, png_bytep out, size_t length) {
    trellis_png_source *source = (trellis_png_source *)png_get_io_ptr(png);
    if (length > source->size - source->offset) png_error(png, "truncated");
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

static void trellis_png_error(png_structp png, png_const_charp message) {
    trellis_png_source *source = (trellis_png_source *)png_get_error_ptr(png);
    strncpy(source->message, message ? message : "error", sizeof source->message - 1);
    png_longjmp(png, 1);
}

static void trellis_png_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

/// Decodes a non-interlaced PNG a row at a time, each `factor` × `factor`
/// block averaged into one premultiplied 0xAARRGGBB pixel of `out`
/// (width / factor × height / factor, at least 1 × 1): memory is one
/// source row and one row of sums, never the whole image. Returns 0, -1
/// on an error (its text in `message`), or 1 for an interlaced image
/// (whose rows only come whole after the last pass: decode it whole).
static inline int trellis_png_decode_reduced(const unsigned char *data, size_t size, unsigned factor,
                                             uint32_t *out, unsigned out_width, unsigned out_height,
                                             char *message, size_t message_size) {
    trellis_png_source source = { data, size, 0, "" };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, trellis_png_error, trellis_png_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile row = NULL;
    uint32_t *volatile sums = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row); free(sums);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        strncpy(message, source.message, message_size - 1);
        message[message_size - 1] = 0;
        return -1;
    }
    png_set_read_fn(png, &source, trellis_png_read);
    png_read_info(png, info);
    if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    unsigned width = png_get_image_width(png, info);
    // To 8-bit BGRA, whatever the file holds.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_bgr(png);
    png_read_update_info(png, info);
    row = (unsigned char *)malloc((size_t)width * 4);
    sums = (uint32_t *)calloc((size_t)out_width * 4, sizeof(uint32_t));
    if (!row || !sums) png_error(png, "out of memory");
    uint32_t count = factor * factor;
    for (unsigned y = 0; y < out_height; y++) {
        memset(sums, 0, (size_t)out_width * 4 * sizeof(uint32_t));
        for (unsigned dy = 0; dy < factor; dy++) {
            png_read_row(png, row, NULL);
            for (unsigned x = 0; x < out_width; x++) {
                const unsigned char *p = row + (size_t)x * factor * 4;
                uint32_t *s = sums + (size_t)x * 4;
                for (unsigned dx = 0; dx < factor; dx++, p += 4) {
                    uint32_t a = p[3];
                    // Premultiplied before averaging, so clear pixels add no colour.
                    s[0] += (p[0] * a + 127) / 255; s[1] += (p[1] * a + 127) / 255;
                    s[2] += (p[2] * a + 127) / 255; s[3] += a;
                }
            }
        }
        for (unsigned x = 0; x < out_width; x++) {
            const uint32_t *s = sums + (size_t)x * 4;
            out[(size_t)y * out_width + x] = (s[3] / count) << 24 | (s[2] / count) << 16 | (s[1] / count) << 8 | s[0] / count;
        }
    }
    free(row); free(sums);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
