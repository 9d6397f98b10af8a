import SwiftUI

extension EnvironmentValues {
    @Entry var apiClient = Live.client
    @Entry var previewClient = Live.freshClient //~ entry_unstable_default
    @Entry var aliasClient: Client = .init(baseURL: Endpoints().base) //~ entry_unstable_default
    @Entry var endpoints = Endpoints()
}
