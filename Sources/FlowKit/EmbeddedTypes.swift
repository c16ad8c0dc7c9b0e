import FlowChecks
import FlowExplore
import FlowFiles

// The types of the static checks, the explorer and the file policy that
// FlowKit's API takes or returns, named here so that `import FlowKit` gives
// an embedder them and not the rest of their modules (the SARIF writer, the
// explorer's state key and test writer, the console and process helpers are
// the command line's). FlowKit re-exports three modules whole: FlowLang,
// FlowModel and FlowRuntime (FlowKit.swift).

/// The UIKit-aware static checks' options (`FlowDocument.staticFindings`): which
/// run, how strictly. (Not `StaticChecks` itself, the checks' namespace, which
/// is the command line's; its name is also the article's, StaticChecks.md.)
public typealias StaticCheckOptions = FlowChecks.StaticChecks.Options
/// A static check's code: `W101`.
public typealias WarningCode = FlowChecks.WarningCode
/// How many of the static checks run: `none`, `default`, `all`.
public typealias WarningLevel = FlowChecks.WarningLevel
/// What a static check's code means, with an example (`flow explain W101`).
public typealias Explanation = FlowChecks.Explanation

/// The explorer: every state a person can reach (`FlowDocument.explore`).
public typealias Explorer = FlowExplore.Explorer
/// How far and how the explorer searches.
public typealias ExploreOptions = FlowExplore.ExploreOptions
/// What an exploration found: its states, coverage, findings and cuts.
public typealias ExploreResult = FlowExplore.ExploreResult
/// One finding of an exploration, with the shortest path to it.
public typealias ExploreFinding = FlowExplore.ExploreFinding
/// A bound that cut an exploration short.
public typealias ExploreCut = FlowExplore.ExploreCut
/// What an exploration covered: scenes, segues, unwinds, controls.
public typealias ExploreCoverage = FlowExplore.ExploreCoverage
/// An exploration's progress, as it goes.
public typealias ExploreProgress = FlowExplore.ExploreProgress
/// An action the explorer takes: a statement a person could run.
public typealias ExploreAction = FlowExplore.ExploreAction
/// The kinds of action the explorer takes (`--actions`).
public typealias ExploreActionKind = FlowExplore.ExploreActionKind
/// An exploration's report, as `flow explore` prints it, in text or JSON.
public typealias ExploreReport = FlowExplore.ExploreReport
/// The tests that cover what an exploration reached (`FlowDocument.coveringTests`).
public typealias GeneratedTests = FlowExplore.GeneratedTests

/// Which files a document's script may read and write.
public typealias FilePolicy = FlowFiles.FilePolicy
/// A file written whole or not at all, as every command writes.
public typealias AtomicFile = FlowFiles.AtomicFile
