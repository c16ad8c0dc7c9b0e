/// Which configurations `--matrix` runs: both width classes and both rule
/// sets (`all`), or one axis with the other as the document has it.
public enum MatrixAxis: String, CaseIterable, Sendable {
    /// Width class × platform: four configurations.
    case all
    /// Compact and regular width, on the document's platform.
    case width
    /// The current iOS rules and iOS 12's, in compact width.
    case platform
}

/// One device class the same script runs on: a width class and the iOS
/// rules in force (before iOS 13 a sheet was full screen, and so on).
public struct MatrixConfiguration: Hashable, Sendable {
    /// The width class of the automatic launch.
    public var width: WidthClass
    /// The iOS major version whose rules apply.
    public var platformVersion: Int

    /// A configuration of `width` under iOS `platformVersion`'s rules.
    public init(width: WidthClass, platformVersion: Int) {
        self.width = width
        self.platformVersion = platformVersion
    }

    /// `compact · iOS 17`, for people.
    public var name: String { "\(width.rawValue) · iOS \(platformVersion)" }

    /// `compact-ios17`, for JSON.
    public var key: String { "\(width.rawValue)-ios\(platformVersion)" }

    /// The configurations of `axis` for a document: a file that declares
    /// its platform (`platform iOS 12`) is pinned to it, so the platform axis
    /// has that one value.
    public static func of(_ axis: MatrixAxis, declaredPlatform: Int?) -> [MatrixConfiguration] {
        let platforms = declaredPlatform.map { [$0] } ?? [Program.currentIOSVersion, 12]
        let documentPlatform = declaredPlatform ?? Program.currentIOSVersion
        switch axis {
        case .all:
            return platforms.flatMap { version in
                [WidthClass.compact, .regular].map { MatrixConfiguration(width: $0, platformVersion: version) }
            }
        case .width:
            return [.compact, .regular].map { MatrixConfiguration(width: $0, platformVersion: documentPlatform) }
        case .platform:
            return platforms.map { MatrixConfiguration(width: .compact, platformVersion: $0) }
        }
    }
}
