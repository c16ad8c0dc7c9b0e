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
        if let refused = refusedMarkup(in: data) {
            return .failure(MarkupError(line: refused.line, column: refused.column, message: refused.message))
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

    /// Markup Interface Builder never writes and flow does not read, with
    /// where it is and why.
    struct RefusedMarkup {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first document type declaration or processing instruction (but
    /// the XML declaration), outside comments and CDATA sections. Storyboards
    /// have neither:
    /// - a document type declaration is the only place entities can be
    ///   declared, so refusing it rules out external entities (a storyboard
    ///   that reads `/etc/passwd` into a scene's title) and entity expansion
    ///   bombs ("billion laughs") before libxml2 sees them;
    /// - a processing instruction without data (`<?x?>`) makes Foundation's
    ///   XMLParser on Linux call `strlen` on a null pointer (found by the
    ///   importer's fuzz target).
    /// One pass over the bytes; what is left is for the parser to judge.
    static func refusedMarkup(in data: Data) -> RefusedMarkup? {
        let bytes = [UInt8](data)
        func starts(_ text: StaticString, at index: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return text.withUTF8Buffer { pattern in
                (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] }
            }
        }
        func skip(past end: StaticString, from index: Int) -> Int {
            var index = index
            while index < bytes.count {
                if starts(end, at: index) { return index + end.utf8CodeUnitCount }
                index += 1
            }
            return index
        }
        func refusal(at offset: Int, _ message: String) -> RefusedMarkup {
            var line = 1
            var lineStart = 0
            for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            return RefusedMarkup(line: line, column: offset - lineStart + 1, message: message)
        }
        var documentStart = starts("\u{FEFF}", at: 0) ? 3 : 0
        while documentStart < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[documentStart]) { documentStart += 1 }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                index = skip(past: "-->", from: index + 4)
            } else if starts("<![CDATA[", at: index) {
                index = skip(past: "]]>", from: index + 9)
            } else if starts("<!DOCTYPE", at: index) {
                return refusal(at: index, "a document type declaration (<!DOCTYPE …>) is not read: storyboards have "
                               + "none, and its entities could read other files or expand without bound")
            } else if starts("<?", at: index) {
                let isDeclaration = index == documentStart && starts("<?xml", at: index)
                    && index + 5 < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
                guard isDeclaration else {
                    return refusal(at: index, "a processing instruction (<?…?>) is not read: storyboards have "
                                   + "none but the XML declaration at the very start")
                }
                index = skip(past: "?>", from: index + 2)
            } else {
                index += 1
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
