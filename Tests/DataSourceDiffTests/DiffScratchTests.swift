import DataSourceDiff
import DataSourceTestSupport
import PropertyBased
import Testing

/// A diff that reuses the identity table another diff left in a scratch.
@MainActor
@Suite struct DiffScratchTests {
  /// A table takes the scratch's slots when it needs as many, and leaves a scratch of another size
  /// as it was; giving its slots back fills the scratch again.
  @Test func aTableTakesSlotsOfItsOwnCapacityOnly() {
    var scratch = DiffScratch()
    var table = IdentityTable(sourceCount: 100, reusing: &scratch)
    #expect(scratch.byteCount == 0)
    table.giveSlots(to: &scratch)
    // 100 positions need 256 slots of 8 bytes (at least twice as many slots, a power of two).
    #expect(scratch.byteCount == 256 * 8)

    var same = IdentityTable(sourceCount: 120, reusing: &scratch)
    #expect(scratch.byteCount == 0, "120 positions need 256 slots too: the scratch's are taken")
    same.giveSlots(to: &scratch)

    var larger = IdentityTable(sourceCount: 200, reusing: &scratch)
    #expect(scratch.byteCount == 256 * 8, "200 positions need 512 slots: the scratch keeps its 256")
    larger.giveSlots(to: &scratch)
    #expect(scratch.byteCount == 512 * 8, "the scratch holds the last table")
  }

  /// One scratch carried through diffs of random sizes, so that a table is sometimes reused (holding
  /// the previous diff's entries until cleared) and sometimes allocated: every diff equals the one a
  /// fresh table gives, its stages reproduce the target and pass both headless views, and the
  /// scratch keeps a table afterwards.
  @Test func diffsInAReusedTableFindWhatFreshOnesFind() async {
    await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var scratch = DiffScratch()
      for step in 0..<6 {
        let pair = RandomSections(seed: seed &+ UInt64(step), maxSections: 4, maxElements: 3 + 5 * (step % 3))
        let reusing = StagedChangeset(source: pair.source, target: pair.target, reusing: &scratch)
        let fresh = expectValidStages(pair.source, pair.target, "seed \(seed) step \(step)")
        #expect(reusing == fresh, "seed \(seed) step \(step): \(pair.source) → \(pair.target)")
        #expect(scratch.byteCount >= 8 * 8, "seed \(seed) step \(step): the table is kept")
      }
    }
  }
}
