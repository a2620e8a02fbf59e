/// An alignment made of the standard guides (leading/center/trailing,
/// top/center/bottom), as the fraction of the free space before the
/// content on each axis; nil for baselines and custom guides, which need
/// the content's own guide values.
struct StandardAlignment {
    let x: CGFloat
    let y: CGFloat

    init?(_ alignment: Alignment) {
        switch alignment.horizontal {
        case .leading: x = 0
        case .center: x = 0.5
        case .trailing: x = 1
        default: return nil
        }
        switch alignment.vertical {
        case .top: y = 0
        case .center: y = 0.5
        case .bottom: y = 1
        default: return nil
        }
    }
}
