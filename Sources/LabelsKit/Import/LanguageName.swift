import LabelsCore

/// The English name of a locale's language as a Swift type name, the name of its folder in `Defaults/`:
/// `en` → `English`, `pt-BR` → `PortugueseBR`, `zh-Hans` → `ChineseHans`.
///
/// A fixed table rather than Foundation's `localizedString(forLanguageCode:)`, whose names differ between
/// ICU versions and so between macOS and Linux; a language the table lacks is named by its code
/// (`Tlh`). The script and region subtags are appended as they are written.
enum LanguageName {
  /// The folder and type name of `locale`.
  static func of(_ locale: LocaleIdentifier) -> String {
    let subtags = locale.rawValue.split(separator: "-").map(String.init)
    guard let language = subtags.first?.lowercased() else { return "Locale" }
    let name = names[language] ?? language.prefix(1).uppercased() + language.dropFirst()
    return SwiftName.upperCamel(([name] + subtags.dropFirst()).joined(separator: " "))
  }

  private static let names: [String: String] = [
    "af": "Afrikaans", "am": "Amharic", "ar": "Arabic", "as": "Assamese", "az": "Azerbaijani",
    "be": "Belarusian", "bg": "Bulgarian", "bn": "Bangla", "bs": "Bosnian", "ca": "Catalan", "cs": "Czech",
    "cy": "Welsh", "da": "Danish", "de": "German", "el": "Greek", "en": "English", "es": "Spanish",
    "et": "Estonian", "eu": "Basque", "fa": "Persian", "fi": "Finnish", "fil": "Filipino", "fr": "French",
    "ga": "Irish", "gl": "Galician", "gu": "Gujarati", "he": "Hebrew", "hi": "Hindi", "hr": "Croatian",
    "hu": "Hungarian", "hy": "Armenian", "id": "Indonesian", "is": "Icelandic", "it": "Italian",
    "ja": "Japanese", "ka": "Georgian", "kk": "Kazakh", "km": "Khmer", "kn": "Kannada", "ko": "Korean",
    "ky": "Kyrgyz", "lo": "Lao", "lt": "Lithuanian", "lv": "Latvian", "mk": "Macedonian", "ml": "Malayalam",
    "mn": "Mongolian", "mr": "Marathi", "ms": "Malay", "my": "Burmese", "nb": "NorwegianBokmal",
    "ne": "Nepali", "nl": "Dutch", "nn": "NorwegianNynorsk", "no": "Norwegian", "or": "Odia",
    "pa": "Punjabi", "pl": "Polish", "pt": "Portuguese", "ro": "Romanian", "ru": "Russian", "si": "Sinhala",
    "sk": "Slovak", "sl": "Slovenian", "sq": "Albanian", "sr": "Serbian", "sv": "Swedish", "sw": "Swahili",
    "ta": "Tamil", "te": "Telugu", "th": "Thai", "tr": "Turkish", "uk": "Ukrainian", "ur": "Urdu",
    "uz": "Uzbek", "vi": "Vietnamese", "zh": "Chinese", "zu": "Zulu",
  ]
}
