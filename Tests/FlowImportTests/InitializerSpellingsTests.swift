@testable import FlowImport
import Testing

/// An initializer called by its name is read as its type called (InitializerSpellings.swift).
@Suite struct InitializerSpellingsTests {
    @Test func aTypesInitIsItsCall() {
        #expect(InitializerSpellings.plain("let s = UIStoryboard.init(name: \"Profile\", bundle: nil)")
                == "let s = UIStoryboard(name: \"Profile\", bundle: nil)")
        #expect(InitializerSpellings.plain("push(Settings.Detail.init())\nlet é = Profile.init(1)")
                == "push(Settings.Detail())\nlet é = Profile(1)")
        // The class's own initializers, an implicit member's, a collection's, and none at all: as they are.
        for kept in ["self.init(coder: c)", "super.init(nibName: nil, bundle: nil)", "Self.init()", "x = .Some.init(1)",
                     "[String].init()", "Array<Int>.init()", "value.init(1)", "no initializer here"] {
            #expect(InitializerSpellings.plain(kept) == kept)
        }
    }
}
