import Testing

@testable import DataSourceExamples

/// The catalog's counts agree with their number.
@Suite struct CountedTests {
  @Test func oneIsSingularEverythingElsePlural() {
    #expect(counted(1, "fruit") == "1 fruit")
    #expect(counted(0, "fruit") == "0 fruits")
    #expect(counted(2, "update") == "2 updates")
    #expect(counted(1, "person", plural: "people") == "1 person")
    #expect(counted(3, "person", plural: "people") == "3 people")
  }
}
