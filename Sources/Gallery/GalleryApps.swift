// Each seed app is its own module, compiled exactly as written (with its
// `@main`); Package.swift renames each entry point so that they can share
// this one binary. Declared here with the C entry point's signature.

@_silgen_name("palette_main")
func paletteMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("chips_main")
func chipsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("dropdowns_main")
func dropdownsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("petvote_main")
func petVoteMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("ticker_main")
func tickerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("timer_main")
func timerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("text_main")
func textMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("appearance_main")
func appearanceMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
@_silgen_name("worldtext_main")
func worldTextMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
@_silgen_name("form_main")
func formMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
@_silgen_name("drawing_main")
func drawingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("settings_main")
func settingsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("controls_main")
func controlsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
@_silgen_name("cards_main")
func cardsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
@_silgen_name("notes_main")
func notesMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("books_main")
func booksMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("contacts_main")
func contactsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("trellis_tiles_demo")
func runTilesDemo(count: Int) -> Int32

/// An app `gallery` can open, by the name given on its command line.
struct GalleryApp: Sendable {
    let name: String
    let summary: String
    let entry: @Sendable (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
}

let galleryApps = [
    GalleryApp(name: "palette", summary: "the tile palette: a custom WideFirstGrid layout (default)", entry: paletteMain),
    GalleryApp(name: "dropdowns", summary: "menus whose longer labels rewrap the panel with an animation", entry: dropdownsMain),
    GalleryApp(name: "chips", summary: "whole-item chips with an \"N more\" badge: ViewThatFits over prefixes", entry: chipsMain),
    GalleryApp(name: "ticker", summary: "updates from a background thread and a main-actor task, with no input", entry: tickerMain),
    GalleryApp(name: "timer", summary: "a clock ticking once a second: Combine's Timer.publish and onReceive", entry: timerMain),
    GalleryApp(name: "petvote", summary: "Apple's pet vote: Grid leaderboard, equal-width stacks, radial layout, AnyLayout", entry: petVoteMain),
    GalleryApp(name: "settings", summary: "preferences kept with @AppStorage: they survive a restart", entry: settingsMain),
    GalleryApp(name: "form", summary: "an order form driven from the keyboard: text fields, a number field, Tab, Return", entry: formMain),
    GalleryApp(name: "controls", summary: "the standard controls in a settings form: toggles, slider, stepper, pickers, colour wells, progress", entry: controlsMain),
    GalleryApp(name: "drawing", summary: "shapes, strokes, gradients, clips, shadows, transforms and colour effects", entry: drawingMain),
    GalleryApp(name: "cards", summary: "a card table: drag, tap, double-tap, right-click, hover, transitions, GeometryReader", entry: cardsMain),
    GalleryApp(name: "notes", summary: "a notes manager: split view, list selection, toolbar, a sheet, an alert, a lazy grid", entry: notesMain),
    GalleryApp(name: "books", summary: "more windows: a book per window, a help window, Settings, a menu bar with shortcuts", entry: booksMain),
    GalleryApp(name: "contacts", summary: "a contacts table: sort by a header, resize columns, select rows, search", entry: contactsMain),
    GalleryApp(name: "text", summary: "text as people write it: formats, styled runs, labels, truncation, shrinking", entry: textMain),
    GalleryApp(name: "appearance", summary: "dark mode, tints, Markdown, counting dates, Link, tooltips, @SceneStorage", entry: appearanceMain),
    GalleryApp(name: "worldtext", summary: "Arabic, Hebrew, Hindi and Thai shaped, in reading order, right to left at a click", entry: worldTextMain),
]
