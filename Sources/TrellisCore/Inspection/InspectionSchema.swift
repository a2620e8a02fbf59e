package import TrellisInspection

/// The inspection file's schema is defined once, in TrellisInspection, and
/// shared with the tests that read it. This name lets the engine and the
/// X11 backend use it through `import TrellisCore`, without making it part
/// of the public API that apps see.
package typealias InspectionSnapshot = TrellisInspection.InspectionSnapshot
