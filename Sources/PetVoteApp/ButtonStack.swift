import SwiftUI

/// The vote buttons, side by side at equal widths when they fit, else
/// stacked at equal widths: `ViewThatFits` picks the first arrangement
/// whose ideal size fits the space on offer.
struct ButtonStack: View {
    var body: some View {
        ViewThatFits { // 选择第一个能放下的视图。
            MyEqualWidthHStack { // 如果能放下就水平排列……
                Buttons()
            }
            MyEqualWidthVStack { // ……否则改为垂直排列。
                Buttons()
            }
        }
    }
}

/// One button per pet; the container decides the arrangement. Each label
/// is willing to fill whatever width the equal-width stack offers.
private struct Buttons: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        ForEach($model.pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.type)
                    .frame(maxWidth: .infinity) // Take the width the stack offers.
            }
            .buttonStyle(.bordered)
        }
    }
}
