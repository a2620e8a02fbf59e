#include "trellis_icu.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/unumberformatter.h>
#include <unicode/ulistformatter.h>
#include <unicode/ustring.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

int trellis_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels, uint8_t *paragraphLevel) {
    return trellis_bidi_paragraph_levels(text, length, 0, levels, paragraphLevel);
}

int trellis_bidi_paragraph_levels(const uint16_t *text, int32_t length, int rightToLeftByDefault,
                                  uint8_t *levels, uint8_t *paragraphLevel) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &error);
    if (U_FAILURE(error) || bidi == NULL) return 0;
    ubidi_setPara(bidi, (const UChar *)text, length, rightToLeftByDefault ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR,
                  NULL, &error);
    const UBiDiLevel *resolved = U_SUCCESS(error) ? ubidi_getLevels(bidi, &error) : NULL;
    int ok = U_SUCCESS(error) && resolved != NULL;
    if (ok) {
        memcpy(levels, resolved, (size_t)length);
        *paragraphLevel = ubidi_getParaLevel(bidi);
    }
    ubidi_close(bidi);
    return ok;
}

void trellis_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    ubidi_reorderVisual(levels, count, visualToLogical);
}

void *trellis_line_breaker_open(void) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &error);
    if (U_FAILURE(error)) return NULL;
    return iterator;
}

void trellis_line_breaker_close(void *breaker) {
    if (breaker) ubrk_close((UBreakIterator *)breaker);
}

int32_t trellis_line_breaks(void *breaker, const uint16_t *text, int32_t length, int32_t *breaks) {
    UBreakIterator *iterator = (UBreakIterator *)breaker;
    UErrorCode error = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &error);
    if (U_FAILURE(error)) return -1;
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE && position < length;
         position = ubrk_next(iterator)) {
        if (position > 0 && count < length) breaks[count++] = position;
    }
    // Leave no pointer into the caller's buffer behind.
    UErrorCode ignored = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    ubrk_setText(iterator, empty, 0, &ignored);
    return count;
}

/* Number and list formatting live in libicui18n, which only relative
 * dates need: it is opened on first use rather than linked, so that an
 * app that shows none does not load it (1 MiB resident, one more library
 * for the loader at every start). The names carry ICU's version suffix
 * (`unumf_close` is `unumf_close_72`), which the headers' renaming
 * macros supply. */
#define TRELLIS_STRINGIFY_(x) #x
#define TRELLIS_STRINGIFY(x) TRELLIS_STRINGIFY_(x)

static struct {
    int tried;
    __typeof__(&unumf_openForSkeletonAndLocale) openForSkeleton;
    __typeof__(&unumf_openResult) openResult;
    __typeof__(&unumf_formatDouble) formatDouble;
    __typeof__(&unumf_resultToString) resultToString;
    __typeof__(&unumf_closeResult) closeResult;
    __typeof__(&unumf_close) close;
    __typeof__(&ulistfmt_openForType) listOpen;
    __typeof__(&ulistfmt_format) listFormat;
    __typeof__(&ulistfmt_close) listClose;
} i18n;

static int trellis_open_i18n(void) {
    if (i18n.tried) return i18n.listClose != NULL;
    i18n.tried = 1;
    void *library = dlopen("libicui18n.so." TRELLIS_STRINGIFY(U_ICU_VERSION_MAJOR_NUM), RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return 0;
#define TRELLIS_LOOK_UP(field, function) \
    if ((*(void **)&i18n.field = dlsym(library, TRELLIS_STRINGIFY(function))) == NULL) return 0;
    TRELLIS_LOOK_UP(openForSkeleton, unumf_openForSkeletonAndLocale)
    TRELLIS_LOOK_UP(openResult, unumf_openResult)
    TRELLIS_LOOK_UP(formatDouble, unumf_formatDouble)
    TRELLIS_LOOK_UP(resultToString, unumf_resultToString)
    TRELLIS_LOOK_UP(closeResult, unumf_closeResult)
    TRELLIS_LOOK_UP(close, unumf_close)
    TRELLIS_LOOK_UP(listOpen, ulistfmt_openForType)
    TRELLIS_LOOK_UP(listFormat, ulistfmt_format)
    TRELLIS_LOOK_UP(listClose, ulistfmt_close)
#undef TRELLIS_LOOK_UP
    return 1;
}

int32_t trellis_format_durations(const char *locale, const char *const *units, const double *amounts, int32_t count,
                                 uint16_t *out, int32_t capacity) {
    enum { MAX_PARTS = 8, PART_CAPACITY = 128 };
    if (count < 1 || count > MAX_PARTS || locale == NULL || !trellis_open_i18n()) return -1;
    UChar parts[MAX_PARTS][PART_CAPACITY];
    const UChar *pointers[MAX_PARTS];
    int32_t lengths[MAX_PARTS];
    UErrorCode error = U_ZERO_ERROR;
    for (int32_t i = 0; i < count; i++) {
        char skeleton[96];
        snprintf(skeleton, sizeof skeleton, "measure-unit/duration-%s unit-width-full-name", units[i]);
        UChar wide[96];
        u_uastrncpy(wide, skeleton, 96);
        UNumberFormatter *formatter = i18n.openForSkeleton(wide, -1, locale, &error);
        UFormattedNumber *result = i18n.openResult(&error);
        if (U_SUCCESS(error)) i18n.formatDouble(formatter, amounts[i], result, &error);
        lengths[i] = U_SUCCESS(error) ? i18n.resultToString(result, parts[i], PART_CAPACITY, &error) : 0;
        if (result) i18n.closeResult(result);
        if (formatter) i18n.close(formatter);
        if (U_FAILURE(error) || lengths[i] >= PART_CAPACITY) return -1;
        pointers[i] = parts[i];
    }
    UListFormatter *list = i18n.listOpen(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &error);
    int32_t length = U_SUCCESS(error) ? i18n.listFormat(list, pointers, lengths, count, (UChar *)out, capacity, &error) : -1;
    if (list) i18n.listClose(list);
    return U_FAILURE(error) || length >= capacity ? -1 : length;
}
