import SwiftUI

public final class ImageLoader {
    public init() {}
}

// A dependency's own code is never linted: this would be a finding in the project.
public struct Badge: View {
    public init() {}

    public var body: some View {
        Text("new").id(UUID())
    }
}
