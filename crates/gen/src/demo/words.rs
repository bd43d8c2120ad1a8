//! The vocabulary the demo databases share: countries, cities and the parts of invented names.
//!
//! Countries appear in three databases (car makers, airports and airlines, directors'
//! nationalities) and Chinese cities both in the airports and in the ODUTQA lake, so an
//! open-domain question about "Germany" or "Shanghai" has several places to look.

/// A country with the cities the demo puts airports in.
pub(crate) struct Country {
    pub name: &'static str,
    pub cities: &'static [&'static str],
}

pub(crate) const COUNTRIES: &[Country] = &[
    Country {
        name: "Germany",
        cities: &["Berlin", "Munich", "Hamburg"],
    },
    Country {
        name: "Japan",
        cities: &["Tokyo", "Osaka"],
    },
    Country {
        name: "Italy",
        cities: &["Rome", "Milan"],
    },
    Country {
        name: "France",
        cities: &["Paris", "Lyon"],
    },
    Country {
        name: "Sweden",
        cities: &["Stockholm", "Gothenburg"],
    },
    Country {
        name: "United States",
        cities: &["New York", "Chicago", "Denver"],
    },
    Country {
        name: "United Kingdom",
        cities: &["London", "Manchester"],
    },
    Country {
        name: "South Korea",
        cities: &["Seoul", "Busan"],
    },
    Country {
        name: "China",
        // The ODUTQA lake's cities are added to these when they are not already here.
        cities: &["Shanghai", "Beijing", "Guangzhou", "Chengdu"],
    },
    Country {
        name: "Spain",
        cities: &["Madrid", "Barcelona"],
    },
    Country {
        name: "Czech Republic",
        cities: &["Prague"],
    },
];

/// Given names and family names per country, for directors (invented combinations).
pub(crate) fn person_names(country: &str) -> (&'static [&'static str], &'static [&'static str]) {
    match country {
        "Germany" => (
            &["Katrin", "Jonas", "Mareike", "Felix", "Lena"],
            &["Brandt", "Hollmann", "Vogler", "Adler"],
        ),
        "Japan" => (
            &["Haruki", "Emi", "Daisuke", "Sayaka"],
            &["Moriyama", "Tsukada", "Okabe", "Hanazawa"],
        ),
        "Italy" => (
            &["Giulia", "Matteo", "Chiara", "Lorenzo"],
            &["Ferraresi", "Dallavalle", "Montanari", "Sbarra"],
        ),
        "France" => (
            &["Camille", "Julien", "Manon", "Thibault"],
            &["Delacroix", "Marchetti", "Roussel", "Vernier"],
        ),
        "Sweden" => (
            &["Ingrid", "Nils", "Astrid", "Oskar"],
            &["Lindqvist", "Sandberg", "Ekholm", "Wennerstrom"],
        ),
        "United States" => (
            &["Marcus", "Delia", "Owen", "Rosalind", "Tyler"],
            &["Whitfield", "Carver", "Dunmore", "Ashby"],
        ),
        "United Kingdom" => (
            &["Harriet", "Rupert", "Imogen", "Callum"],
            &["Pembroke", "Thistlewood", "Farrow", "Kingsley"],
        ),
        "South Korea" => (
            &["Ji-woo", "Min-jun", "Seo-yeon", "Hyun-woo"],
            &["Baek", "Seong", "Yoon", "Han"],
        ),
        "China" => (
            &["Lin", "Wei", "Xiaoqing", "Haoran"],
            &["Qiao", "Zhuang", "Mei", "Tang"],
        ),
        "Spain" => (
            &["Lucia", "Alvaro", "Ines", "Mateo"],
            &["Orellana", "Sotomayor", "Quintana", "Belmonte"],
        ),
        "Czech Republic" => (
            &["Tereza", "Vojtech", "Klara", "Ondrej"],
            &["Novotna", "Horacek", "Sedlar", "Kubicek"],
        ),
        _ => (&["Alex", "Robin"], &["Morrow", "Vance"]),
    }
}

/// Movie title parts: "The {adjective} {noun}", "{noun} of {place}", …
pub(crate) const TITLE_ADJECTIVES: &[&str] = &[
    "Silent",
    "Crimson",
    "Hollow",
    "Last",
    "Paper",
    "Distant",
    "Golden",
    "Broken",
    "Quiet",
    "Wandering",
    "Velvet",
    "Frozen",
    "Burning",
    "Invisible",
    "Eleventh",
    "Salt",
];
pub(crate) const TITLE_NOUNS: &[&str] = &[
    "Harbor",
    "Orchard",
    "Lantern",
    "Frontier",
    "Garden",
    "Signal",
    "Meridian",
    "Tide",
    "Compass",
    "Carousel",
    "Observatory",
    "Lighthouse",
    "Verdict",
    "Archive",
    "Echo",
    "Horizon",
];
pub(crate) const TITLE_PLACES: &[&str] = &[
    "the North",
    "Ashford",
    "Glass Bay",
    "the Valley",
    "Marrow Street",
    "Kestrel Hill",
];

pub(crate) const GENRES: &[&str] = &[
    "Drama",
    "Comedy",
    "Thriller",
    "Science Fiction",
    "Animation",
    "Documentary",
    "Horror",
    "Romance",
];

/// Content ratings, least to most restricted.
pub(crate) const CONTENT_RATINGS: &[&str] = &["G", "PG", "PG-13", "R"];

/// Car makers: (name, country, founded year). Names share prefixes and words on purpose
/// (Volkswagen / Volvo, Fiat / Ford, Honda / Hyundai, Mercedes-Benz / Mercury) so near
/// matches are interesting. There is no Tesla: asking about it must be refused.
pub(crate) const MAKERS: &[(&str, &str, i64)] = &[
    ("Volkswagen", "Germany", 1937),
    ("Volvo", "Sweden", 1927),
    ("BMW", "Germany", 1916),
    ("Mercedes-Benz", "Germany", 1926),
    ("Opel", "Germany", 1862),
    ("Toyota", "Japan", 1937),
    ("Honda", "Japan", 1948),
    ("Nissan", "Japan", 1933),
    ("Mazda", "Japan", 1920),
    ("Fiat", "Italy", 1899),
    ("Ferrari", "Italy", 1939),
    ("Renault", "France", 1899),
    ("Peugeot", "France", 1810),
    ("Saab", "Sweden", 1945),
    ("Ford", "United States", 1903),
    ("Chevrolet", "United States", 1911),
    ("Mercury", "United States", 1938),
    ("Hyundai", "South Korea", 1967),
    ("Kia", "South Korea", 1944),
    ("Geely", "China", 1986),
    ("Skoda", "Czech Republic", 1895),
];

/// Invented model names, handed out to makers at random.
pub(crate) const MODEL_NAMES: &[&str] = &[
    "Aster", "Brio", "Calder", "Dune", "Elan", "Fjord", "Galena", "Halcyon", "Ibis", "Juno",
    "Kestrel", "Lumen", "Marlin", "Nimbus", "Orca", "Pike", "Quasar", "Rivet", "Solano", "Tundra",
    "Umbra", "Vesper", "Wren", "Xenia", "Yarrow", "Zephyr", "Alto", "Breeze", "Corsa", "Delta",
    "Ember", "Falcon", "Granite", "Harrier", "Ion", "Jasper", "Kodiak", "Lynx", "Mistral", "Nova",
    "Onyx", "Pulse", "Ridge", "Sable", "Torque", "Vela", "Wisp", "Zenith", "Argo", "Bravado",
    "Cirrus", "Drift", "Fresco", "Glide", "Helix", "Isla", "Javelin", "Kite", "Loom", "Monarch",
    "Nomad", "Oasis", "Prism", "Quill", "Sierra", "Talon",
];

/// Airlines: (name, abbreviation, country). Invented.
pub(crate) const AIRLINES: &[(&str, &str, &str)] = &[
    ("Aurora Air", "AUR", "Sweden"),
    ("Nordwind Airways", "NWA", "Germany"),
    ("Hanse Express", "HEX", "Germany"),
    ("Pacific Crest Airlines", "PCA", "United States"),
    ("Liberty Jet", "LBJ", "United States"),
    ("Sakura Skyways", "SKS", "Japan"),
    ("Azzurra Voli", "AZV", "Italy"),
    ("Air Lumiere", "ALU", "France"),
    ("Britannia Wings", "BRW", "United Kingdom"),
    ("Hanbit Air", "HBA", "South Korea"),
    ("Jade Dragon Airlines", "JDA", "China"),
    ("Red Kite Air", "RKA", "China"),
    ("Iberia Sol", "IBS", "Spain"),
];

/// Second words of airport names ("Shanghai Pudong" is real; ours are invented).
pub(crate) const AIRPORT_WORDS: &[&str] = &[
    "Riverside",
    "Northgate",
    "Eastfield",
    "Lakeview",
    "Southmoor",
    "Westbrook",
    "Highmead",
    "Stonebridge",
];
