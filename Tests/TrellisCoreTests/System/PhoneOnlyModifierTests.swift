import Testing
@testable import TrellisCore

/// Code written for iOS, as it would be shared with this app.
private struct SignUpForm: View {
    var body: some View {
        VStack {
            Text("Name")
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
            Text("Code")
                .textInputAutocapitalization(nil)
                .autocorrectionDisabled(false)
        }
        .navigationBarTitleDisplayMode(.inline)
        .statusBarHidden()
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .background(Color.blue)
        .ignoresSafeArea()
        .edgesIgnoringSafeArea([.top, .leading])
    }
}

private struct PlainForm: View {
    var body: some View {
        VStack {
            Text("Name")
            Text("Code")
        }
        .background(Color.blue)
    }
}

@MainActor
@Suite struct PhoneOnlyModifierTests {
    /// They compile and change nothing: the same nodes at the same frames.
    @Test func phoneOnlyModifiersLeaveTheLayoutAsItIs() {
        let modified = TestHost(SignUpForm(), width: 300, height: 200).nodes
        let plain = TestHost(PlainForm(), width: 300, height: 200).nodes
        #expect(modified.map(\.kind) == plain.map(\.kind))
        #expect(modified.map(\.frame) == plain.map(\.frame))
    }
}
