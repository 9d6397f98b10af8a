import SwiftUI

struct RepositoryKey {}
