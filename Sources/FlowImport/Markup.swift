import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document: its name, attributes, child elements and
/// the line it starts on. Text content is not kept: nothing in a storyboard
/// that matters for navigation is text.
///
/// Elements live in one flat array (`MarkupDocument.elements`) and name their
/// children by index, so building and walking a 5 MB document allocates one
/// small array per element, not a class instance and its reference counting.
struct MarkupElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [Int]
    var parent: Int?
    var line: Int

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// An attribute `"YES"` (Interface Builder's spelling of true).
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
}

/// A parsed XML document: every element in document order, the root first.
struct MarkupDocument: Sendable {
    var elements: [MarkupElement]

    var root: MarkupElement? { elements.first }

    /// The elements directly inside `element`, in order.
    func children(of element: MarkupElement) -> [MarkupElement] {
        element.children.map { elements[$0] }
    }

    /// The first child of `element` named `name`.
    func child(of element: MarkupElement, named name: String) -> MarkupElement? {
        element.children.lazy.map { self.elements[$0] }.first { $0.name == name }
    }

    /// The first child of `element` with the attribute `key="…"` equal to `key`.
    func child(of element: MarkupElement, key: String) -> MarkupElement? {
        element.children.lazy.map { self.elements[$0] }.first { $0["key"] == key }
    }

    /// Every element strictly below `index`, in document order. The flat
    /// array is in document order, so a subtree is a contiguous run after its
    /// root: the run ends at the first element whose ancestors exclude it.
    func descendants(of index: Int) -> ArraySlice<MarkupElement> {
        var last = index
        while let next = elements[last].children.last { last = next }
        return elements[(index + 1)..<(last + 1)]
    }
}

/// Why an XML document could not be read.
struct MarkupError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}

/// Builds a `MarkupDocument` with Foundation's `XMLParser`.
final class MarkupParser: NSObject, XMLParserDelegate {
    private var elements: [MarkupElement] = []
    private var open: [Int] = []

    /// Parses `data`; the error says where the XML is broken.
    static func parse(_ data: Data) -> Result<MarkupDocument, MarkupError> {
        // Storyboards are UTF-8. Foundation's XMLParser on Linux traps on
        // attribute text that is not, so such bytes are refused up front.
        if let offset = firstInvalidUTF8(data) {
            let line = data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return .failure(MarkupError(line: line, column: 1, message: "invalid UTF-8"))
        }
        if let doctype = documentTypeDeclaration(in: data) {
            return .failure(MarkupError(line: doctype.line, column: doctype.column, message:
                "a document type declaration (<!DOCTYPE …>) is not read: storyboards have none, and its entities "
                + "could read other files or expand without bound"))
        }
        let builder = MarkupParser()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        guard succeeded, builder.open.isEmpty, !builder.elements.isEmpty else {
            let message = parser.parserError.map { describe($0) } ?? "the document has no root element"
            return .failure(MarkupError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                                        message: message))
        }
        return .success(MarkupDocument(elements: builder.elements))
    }

    /// Where the prolog declares a document type, if it does. Interface
    /// Builder never writes one; it is the only place entities can be
    /// declared, so refusing it rules out external entities (a storyboard
    /// that reads `/etc/passwd` into a scene's title) and entity expansion
    /// bombs ("billion laughs") before libxml2 sees them. Only the prolog is
    /// scanned (the XML declaration, comments, processing instructions):
    /// a declaration anywhere else is malformed XML, which the parser refuses.
    static func documentTypeDeclaration(in data: Data) -> (line: Int, column: Int)? {
        let bytes = [UInt8](data)
        var index = 0
        func starts(with text: String) -> Bool {
            let utf8 = Array(text.utf8)
            return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
        }
        func skip(past end: String) {
            let utf8 = Array(end.utf8)
            while index < bytes.count {
                if starts(with: end) { index += utf8.count; return }
                index += 1
            }
        }
        if starts(with: "\u{FEFF}") { index += 3 }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            default:
                if starts(with: "<?") {
                    skip(past: "?>")
                } else if starts(with: "<!--") {
                    skip(past: "-->")
                } else if starts(with: "<!DOCTYPE") {
                    let before = bytes[..<index]
                    let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                    let column = index - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
                    return (line, column)
                } else {
                    return nil
                }
            }
        }
        return nil
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    static func firstInvalidUTF8(_ data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var offset = 0
            var consumed = 0
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    consumed += UTF8.width(scalar)
                    offset = consumed
                case .emptyInput:
                    return nil
                case .error:
                    return offset
                }
            }
        }
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        return "malformed XML (parser error \(code))"
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let index = elements.count
        let parent = open.last
        elements.append(MarkupElement(name: elementName, attributes: attributes, children: [],
                                      parent: parent, line: parser.lineNumber))
        if let parent { elements[parent].children.append(index) }
        open.append(index)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        if !open.isEmpty { open.removeLast() }
    }
}
