// A stub of the XCTest UI-testing API, compiled as a module named XCTest so
// that the sources `flow test --export xcuitest` writes can be type-checked
// where there is no Xcode (XCUITestExportTests). The signatures are Apple's
// (developer.apple.com/documentation/xctest: XCUIApplication, XCUIElement,
// XCUIElementQuery, XCUIElementTypeQueryProvider, XCUICoordinate, XCUIDevice,
// XCTAssertTrue, XCTUnwrap), narrowed to what the generated code may call;
// the bodies do nothing. CoreGraphics' CGVector and UIKit's
// UIDeviceOrientation, which XCTest brings with it on iOS, are declared here.
@_exported import Foundation

public struct CGVector: Sendable {
    public var dx: Double
    public var dy: Double
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

open class XCTestCase {
    public init() {}
}

public protocol XCUIElementTypeQueryProvider {
    var buttons: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
    var alerts: XCUIElementQuery { get }
    var sheets: XCUIElementQuery { get }
    var navigationBars: XCUIElementQuery { get }
    var tabBars: XCUIElementQuery { get }
    var searchFields: XCUIElementQuery { get }
    var segmentedControls: XCUIElementQuery { get }
    var textFields: XCUIElementQuery { get }
    var otherElements: XCUIElementQuery { get }
}

extension XCUIElementTypeQueryProvider {
    public var buttons: XCUIElementQuery { XCUIElementQuery() }
    public var cells: XCUIElementQuery { XCUIElementQuery() }
    public var alerts: XCUIElementQuery { XCUIElementQuery() }
    public var sheets: XCUIElementQuery { XCUIElementQuery() }
    public var navigationBars: XCUIElementQuery { XCUIElementQuery() }
    public var tabBars: XCUIElementQuery { XCUIElementQuery() }
    public var searchFields: XCUIElementQuery { XCUIElementQuery() }
    public var segmentedControls: XCUIElementQuery { XCUIElementQuery() }
    public var textFields: XCUIElementQuery { XCUIElementQuery() }
    public var otherElements: XCUIElementQuery { XCUIElementQuery() }
}

open class XCUIElement: XCUIElementTypeQueryProvider {
    public init() {}
    public var exists: Bool { false }
    public var firstMatch: XCUIElement { self }
    public func waitForExistence(timeout: TimeInterval) -> Bool { false }
    public func tap() {}
    public func typeText(_ text: String) {}
    public func swipeUp() {}
    public func swipeDown() {}
    public func swipeLeft() {}
    public func swipeRight() {}
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { XCUICoordinate() }
}

public final class XCUIElementQuery: XCUIElementTypeQueryProvider {
    public init() {}
    public var count: Int { 0 }
    public var firstMatch: XCUIElement { XCUIElement() }
    public subscript(key: String) -> XCUIElement { XCUIElement() }
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
}

public final class XCUICoordinate {
    public init() {}
    public func tap() {}
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {}
}

public final class XCUIApplication: XCUIElement {
    public override init() {}
    public var launchArguments: [String] = []
    public func launch() {}
    public func terminate() {}
    public func activate() {}
    public func open(_ url: URL) {}
}

public final class XCUIDevice {
    public enum Button: Sendable { case home, volumeUp, volumeDown }
    public static let shared = XCUIDevice()
    public var orientation: UIDeviceOrientation = .portrait
    public func press(_ button: Button) {}
}

public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                          file: StaticString = #filePath, line: UInt = #line) {}

public func XCTUnwrap<T>(_ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
                         file: StaticString = #filePath, line: UInt = #line) throws -> T {
    guard let value = try expression() else { throw UnwrapError() }
    return value
}

public struct UnwrapError: Error {}
