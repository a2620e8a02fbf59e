// HarfBuzz, which turns a run of characters in one font into positioned
// glyphs (joining, reordering, ligatures, kerning). Fonts come from the
// files fontconfig chose; HarfBuzz's own OpenType functions read them.
#include <hb.h>
#include <hb-ot.h>
