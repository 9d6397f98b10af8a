typealias Library = PhotoStore
typealias LibraryAlias = Library
