import Foundation
import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct PropertyListWriterTests {
  @Test func writesEveryJSONTypeButNullAndFoundationReadsItBack() throws {
    let document = JSONValue.object([
      "count": .number("-12"), "ratio": .number("1.5e3"), "on": .bool(true), "off": .bool(false),
      "none": .object([:]), "nothing": .array([]), "list": .array([.string("a"), .number("0")]),
    ])
    let bytes = try PropertyListWriter.bytes([try LocaleIdentifier("en"): document])
    #expect(
      String(decoding: bytes, as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>en</key>
        \t<dict>
        \t\t<key>count</key>
        \t\t<integer>-12</integer>
        \t\t<key>list</key>
        \t\t<array>
        \t\t\t<string>a</string>
        \t\t\t<integer>0</integer>
        \t\t</array>
        \t\t<key>none</key>
        \t\t<dict/>
        \t\t<key>nothing</key>
        \t\t<array/>
        \t\t<key>off</key>
        \t\t<false/>
        \t\t<key>on</key>
        \t\t<true/>
        \t\t<key>ratio</key>
        \t\t<real>1.5e3</real>
        \t</dict>
        </dict>
        </plist>

        """)
    let root = try #require(
      PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
    let english = try #require(root["en"] as? [String: Any])
    #expect(english["count"] as? Int == -12)
    #expect(english["ratio"] as? Double == 1500)
    #expect(english["on"] as? Bool == true)
    #expect(english["off"] as? Bool == false)
    #expect((english["none"] as? [String: Any])?.isEmpty == true)
    #expect((english["nothing"] as? [Any])?.isEmpty == true)
  }

  @Test func refusesNullAndTextXMLCannotHold() throws {
    let uk = try LocaleIdentifier("uk")
    #expect(
      throws: EmitError.notPropertyListValue(
        locale: "uk", pointer: "/a/0", reason: "is null, which a property list cannot hold")
    ) {
      try PropertyListWriter.bytes([uk: .object(["a": .array([.null])])])
    }
    let control = EmitError.notPropertyListValue(
      locale: "uk", pointer: "/b~1c",
      reason: "holds the character U+0001, which an XML property list cannot hold")
    #expect(throws: control) { try PropertyListWriter.bytes([uk: .object(["b/c": .string("x\u{01}")])]) }
    #expect(control.description == "/b~1c holds the character U+0001, which an XML property list cannot hold")
  }
}
