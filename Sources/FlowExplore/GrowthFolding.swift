// Growth findings folded per stack. A stack that grows through several screens
// grows through every mix of them too: an imported app whose coordinator shows
// any of five screens from any other had 37 findings for one stack, each a
// different order of the same five (`A -> B -> A`, `A -> A -> B -> A`, …). What
// a person needs is each screen that repeats, once: per stack, the shortest
// cycles first, a cycle is kept when it brings a scene no kept cycle has, and
// the first finding kept says how many it stands for. A stack past the bound
// with no cycle at its top is kept only when none of that stack has one.

enum GrowthFolding {
    /// `pending` with the growth findings each stack's kept cycles make
    /// redundant left out, in the order they came.
    static func fold(_ pending: [PendingFinding]) -> [PendingFinding] {
        var indicesByStack: [String: [Int]] = [:]
        var stacks: [String] = []
        for (index, finding) in pending.enumerated() {
            guard let site = finding.growth else { continue }
            if indicesByStack[site.stack] == nil { stacks.append(site.stack) }
            indicesByStack[site.stack, default: []].append(index)
        }
        var dropped = Set<Int>()
        var notes: [Int: Int] = [:]
        for stack in stacks {
            let indices = indicesByStack[stack] ?? []
            let withCycles = indices.filter { pending[$0].growth?.cycle != nil }
            let shortestFirst = withCycles.sorted { left, right in
                let leftCount = pending[left].growth?.cycle?.count ?? 0
                let rightCount = pending[right].growth?.cycle?.count ?? 0
                return leftCount != rightCount ? leftCount < rightCount : left < right
            }
            var covered = Set<String>()
            var kept: [Int] = []
            for index in shortestFirst {
                let cycle = pending[index].growth?.cycle ?? []
                if cycle.contains(where: { !covered.contains($0) }) {
                    covered.formUnion(cycle)
                    kept.append(index)
                } else {
                    dropped.insert(index)
                }
            }
            if !withCycles.isEmpty {
                for index in indices where pending[index].growth?.cycle == nil { dropped.insert(index) }
            }
            let foldedCycles = withCycles.count - kept.count
            if foldedCycles > 0, let first = kept.min() { notes[first] = foldedCycles }
        }
        var folded: [PendingFinding] = []
        for (index, finding) in pending.enumerated() where !dropped.contains(index) {
            var finding = finding
            if let count = notes[index], finding.message.hasSuffix(")") {
                let more = count == 1 ? "1 more cycle" : "\(count) more cycles"
                finding.message = String(finding.message.dropLast()) + "; \(more) of the same scenes)"
            }
            folded.append(finding)
        }
        return folded
    }
}
