import CHarfBuzz
import CX11

/// HarfBuzz fonts for the faces Xft opened: the same file and face index
/// fontconfig chose, at the same pixel size, read by HarfBuzz's own
/// OpenType functions — the ones `hb-shape` uses, so glyph ids and
/// positions can be checked against it. (HarfBuzz does not borrow Xft's
/// FreeType faces: Xft closes unlocked faces when it holds too many files.)
@MainActor
final class HarfBuzzFonts {
    /// hb_face_t per font file and face index, shared by every size.
    private var faces: [String: OpaquePointer] = [:]
    /// hb_font_t per opened Xft font.
    private var fonts: [XftFontCache.FontPointer: OpaquePointer] = [:]

    /// HarfBuzz's font for `xft`, with its scale in 26.6 pixels; nil when
    /// the file cannot be read (then the text is not shaped, only measured).
    func font(for xft: XftFontCache.FontPointer) -> OpaquePointer? {
        if let cached = fonts[xft] { return cached }
        guard let pattern = xft.pointee.pattern else { return nil }
        var file: UnsafeMutablePointer<FcChar8>? = nil
        var index: Int32 = 0
        var pixelSize: Double = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        _ = FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixelSize)
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        let path = String(cString: file)
        let key = "\(path)#\(index)"
        let face: OpaquePointer
        if let cached = faces[key] {
            face = cached
        } else {
            guard let blob = hb_blob_create_from_file(path) else { return nil }
            defer { hb_blob_destroy(blob) }
            guard hb_blob_get_length(blob) > 0, let created = hb_face_create(blob, UInt32(max(0, index))) else { return nil }
            faces[key] = created
            face = created
        }
        guard let font = hb_font_create(face) else { return nil }
        let scale = Int32(max(1, min(100_000, pixelSize.isFinite ? pixelSize : 13)) * 64)
        hb_font_set_scale(font, scale, scale)
        let ppem = UInt32(max(1, min(100_000, pixelSize.rounded())))
        hb_font_set_ppem(font, ppem, ppem)
        fonts[xft] = font
        return font
    }

    func release() {
        for font in fonts.values { hb_font_destroy(font) }
        for face in faces.values { hb_face_destroy(face) }
        fonts.removeAll()
        faces.removeAll()
    }

    isolated deinit { release() }
}
