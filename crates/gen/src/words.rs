//! Words for generated questions: identifiers read as English ("StuID" -> "stu id",
//! "song_release_year" -> "song release year"), plurals, and the small generic word lists the
//! generators draw on (near-synonyms, attributes a table may lack, derived metrics). The lists
//! are generic English, never taken from any data set.

/// The words of an identifier, lower case: split at `_`, `-`, spaces, digits-to-letters and
/// camel-case humps (`StuID` -> `stu id`, `HomeTeamScore` -> `home team score`).
pub fn identifier_words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            continue;
        }
        if let Some(&prev) = current.chars().last().as_ref() {
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            let hump = (prev.is_lowercase() && c.is_uppercase())
                || (prev.is_uppercase() && c.is_uppercase() && next_lower && current.len() > 1)
                || (prev.is_ascii_digit() != c.is_ascii_digit());
            if hump {
                words.push(std::mem::take(&mut current));
            }
        }
        current.push(c);
    }
    if !current.is_empty() {
        words.push(current);
    }
    words.into_iter().map(|w| w.to_lowercase()).collect()
}

/// An identifier as a phrase people say ("song_release_year" -> "song release year").
pub fn phrase(name: &str) -> String {
    identifier_words(name).join(" ")
}

/// A crude singular: enough for table names and question nouns ("classes" -> "class",
/// "countries" -> "country", "status" stays).
pub fn singular(word: &str) -> String {
    let w = word.to_string();
    let keep = [
        "status", "news", "series", "species", "bus", "gas", "analysis",
    ];
    if keep.iter().any(|k| w.ends_with(k)) || w.len() <= 3 {
        return w;
    }
    if let Some(stem) = w.strip_suffix("ies") {
        return format!("{stem}y");
    }
    for suffix in ["sses", "shes", "ches", "xes"] {
        if w.ends_with(suffix) {
            return w[..w.len() - 2].to_string();
        }
    }
    if w.ends_with("ss") || w.ends_with("us") || w.ends_with("is") {
        return w;
    }
    w.strip_suffix('s').map(str::to_string).unwrap_or(w)
}

/// A crude plural of the last word of a phrase ("song" -> "songs", "city" -> "cities").
pub fn plural(phrase: &str) -> String {
    let (head, last) = match phrase.rsplit_once(' ') {
        Some((h, l)) => (format!("{h} "), l.to_string()),
        None => (String::new(), phrase.to_string()),
    };
    let last = singular(&last);
    let uncountable = [
        "people",
        "staff",
        "data",
        "equipment",
        "information",
        "personnel",
        "police",
        "news",
        "series",
        "species",
        "furniture",
        "software",
        "media",
        "aircraft",
    ];
    let p = if uncountable.contains(&last.as_str()) {
        last.clone()
    } else if last.ends_with('y')
        && !last.ends_with("ay")
        && !last.ends_with("ey")
        && !last.ends_with("oy")
    {
        format!("{}ies", &last[..last.len() - 1])
    } else if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|s| last.ends_with(s))
    {
        format!("{last}es")
    } else {
        format!("{last}s")
    };
    format!("{head}{p}")
}

/// A table's name as the singular noun for one of its rows ("concert_singers" -> "concert singer").
pub fn row_noun(table: &str) -> String {
    let words = identifier_words(table);
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {}", rest.join(" "), singular(last)),
        Some((last, _)) => singular(last),
        None => table.to_string(),
    }
}

/// A word's comparison key: lower case, singular.
pub fn word_key(word: &str) -> String {
    singular(&word.to_lowercase())
}

/// Words that say nothing about what a column holds.
pub fn is_filler(word: &str) -> bool {
    matches!(
        word,
        "of" | "the" | "a" | "an" | "in" | "on" | "at" | "for" | "to" | "by" | "and" | "or" | "is"
    )
}

/// Words that mark a key or code column rather than a property people ask about.
pub fn is_key_word(word: &str) -> bool {
    matches!(
        word,
        "id" | "ids" | "key" | "pk" | "fk" | "uid" | "uuid" | "guid"
    )
}

/// Near-synonyms of common column words: associated but not equivalent, as DTE's added columns
/// must be. Generic English only; no entry for "number" or "count", which name identifiers
/// ("phone number") as often as quantities.
pub const NEAR_SYNONYMS: &[(&str, &[&str])] = &[
    ("rating", &["score", "grade", "rank"]),
    ("score", &["rating", "points", "mark"]),
    ("price", &["cost", "charge", "fee"]),
    ("cost", &["price", "expense", "charge"]),
    ("name", &["title", "label", "alias"]),
    ("title", &["name", "heading", "label"]),
    ("amount", &["sum", "total", "quantity"]),
    ("salary", &["pay", "wage", "earnings"]),
    ("budget", &["funds", "allocation", "spending"]),
    ("revenue", &["income", "sales", "turnover"]),
    ("income", &["revenue", "earnings", "pay"]),
    ("weight", &["mass", "load", "heft"]),
    ("height", &["elevation", "stature", "altitude"]),
    ("size", &["capacity", "volume", "dimension"]),
    ("capacity", &["size", "volume", "limit"]),
    ("population", &["inhabitants", "residents", "headcount"]),
    ("address", &["location", "residence", "street"]),
    ("city", &["town", "municipality", "locality"]),
    ("country", &["nation", "homeland", "state"]),
    ("date", &["day", "time", "timestamp"]),
    ("year", &["season", "period", "cycle"]),
    ("age", &["years", "seniority", "maturity"]),
    ("type", &["kind", "category", "class"]),
    ("category", &["type", "class", "group"]),
    ("status", &["state", "condition", "stage"]),
    ("description", &["summary", "details", "notes"]),
    ("length", &["duration", "extent", "span"]),
    ("duration", &["length", "time", "span"]),
    ("speed", &["velocity", "pace", "rate"]),
    ("rank", &["position", "standing", "place"]),
    ("level", &["grade", "tier", "degree"]),
    ("distance", &["range", "length", "span"]),
    ("area", &["surface", "extent", "size"]),
    ("email", &["mail", "contact", "address"]),
    ("phone", &["telephone", "mobile", "contact"]),
    ("color", &["colour", "shade", "hue"]),
    ("attendance", &["audience", "turnout", "crowd"]),
    ("sales", &["revenue", "turnover", "orders"]),
    ("profit", &["gain", "margin", "earnings"]),
    ("points", &["score", "tally", "marks"]),
    ("time", &["duration", "period", "moment"]),
];

/// The near-synonyms of `word` (compared by [`word_key`]).
pub fn near_synonyms(word: &str) -> &'static [&'static str] {
    let key = word_key(word);
    NEAR_SYNONYMS
        .iter()
        .find(|(w, _)| word_key(w) == key)
        .map(|(_, s)| *s)
        .unwrap_or(&[])
}

/// Qualifier pairs that make two columns out of one ("official rating" / "estimated rating").
pub const QUALIFIER_PAIRS: &[(&str, &str)] = &[
    ("official", "estimated"),
    ("primary", "secondary"),
    ("initial", "final"),
    ("reported", "adjusted"),
    ("local", "international"),
    ("planned", "actual"),
];

/// Attributes a table plausibly has but a given database may lack (SQUAB's column
/// unanswerable): (name, numeric?). Stored facts, never a rate, share or score: those are
/// derived metrics (below), as SQUAB's own example `interest_rate(...)` is.
pub const MISSING_ATTRIBUTES: &[(&str, bool)] = &[
    ("carbon footprint", true),
    ("customer satisfaction", true),
    ("warranty period", true),
    ("insurance premium", true),
    ("shelf life", true),
    ("energy consumption", true),
    ("parking spaces", true),
    ("popularity", true),
    ("maintenance cost", true),
    ("annual bonus", true),
    ("shoe size", true),
    ("battery life", true),
    ("blood type", false),
    ("favorite color", false),
    ("nickname", false),
    ("marital status", false),
    ("zodiac sign", false),
    ("social media handle", false),
    ("loyalty tier", false),
    ("license plate", false),
    ("dress code", false),
    ("mascot", false),
];

/// Derived metrics whose formula no schema defines (SQUAB's calculation unanswerable).
pub const DERIVED_METRICS: &[&str] = &[
    "efficiency score",
    "performance index",
    "value-for-money ratio",
    "risk score",
    "productivity index",
    "quality score",
    "popularity index",
    "cost-effectiveness",
    "overall health score",
    "sustainability index",
    "engagement rate",
    "success ratio",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_attributes_are_stored_facts_and_derived_metrics_are_metrics() {
        let words = |s: &str| -> Vec<String> { s.split([' ', '-']).map(str::to_string).collect() };
        for (name, _) in MISSING_ATTRIBUTES {
            assert!(
                !words(name).iter().any(|w| clarisql_text::is_metric_noun(w)),
                "{name} reads as a derived metric"
            );
        }
        for name in DERIVED_METRICS {
            assert!(
                words(name).iter().any(|w| clarisql_text::is_metric_noun(w)),
                "{name} does not read as a derived metric"
            );
        }
    }

    #[test]
    fn identifiers_read_as_words() {
        assert_eq!(identifier_words("StuID"), ["stu", "id"]);
        assert_eq!(identifier_words("HomeTeamScore"), ["home", "team", "score"]);
        assert_eq!(
            identifier_words("song_release_year"),
            ["song", "release", "year"]
        );
        assert_eq!(identifier_words("FG%"), ["fg"]);
        assert_eq!(identifier_words("score2023"), ["score", "2023"]);
        assert_eq!(identifier_words("URLText"), ["url", "text"]);
        assert_eq!(phrase("Is_male"), "is male");
    }

    #[test]
    fn plurals_and_singulars() {
        assert_eq!(singular("classes"), "class");
        assert_eq!(singular("countries"), "country");
        assert_eq!(singular("status"), "status");
        assert_eq!(singular("songs"), "song");
        assert_eq!(plural("city"), "cities");
        assert_eq!(plural("concert singer"), "concert singers");
        assert_eq!(plural("class"), "classes");
        assert_eq!(plural("day"), "days");
        assert_eq!(plural("people"), "people");
        assert_eq!(row_noun("concert_singers"), "concert singer");
        assert_eq!(near_synonyms("Ratings"), ["score", "grade", "rank"]);
        assert!(near_synonyms("zzz").is_empty());
    }
}
