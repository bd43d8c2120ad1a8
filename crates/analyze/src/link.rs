//! Linking: which runs of question tokens name a table, a column, a value, or a number — within
//! one database, with scores. Exact and stemmed names, abbreviations and synonyms (through the
//! index's [`Names`](clarisql_index::Names)), typos (edit distance), and values found in the data
//! (exact, partial, fuzzy).

use clarisql_index::{allowed_edits, Element, LakeIndex, ValueMatch};
use clarisql_lake::{ColumnId, ColumnKind, DbId, Lake, TableId};
use clarisql_text::{is_data_word, is_stopword, join_key, number_word, Token, TokenKind};
use std::collections::{BTreeMap, HashMap, HashSet};

/// A schema element a span may name.
#[derive(Debug, Clone, PartialEq)]
pub struct SchemaMatch {
    pub element: Element,
    pub score: f32,
}

/// A value a span may be, and the column holding it.
#[derive(Debug, Clone, PartialEq)]
pub struct ValueCandidate {
    pub column: ColumnId,
    pub value: String,
    pub score: f32,
    pub how: ValueMatch,
}

#[derive(Debug, Clone, PartialEq)]
pub enum LinkKind {
    Schema(Vec<SchemaMatch>),
    Value(Vec<ValueCandidate>),
    Number(f64),
}

/// A run of tokens `[start, end)` and what it may refer to.
#[derive(Debug, Clone, PartialEq)]
pub struct Link {
    pub start: usize,
    pub end: usize,
    pub kind: LinkKind,
    /// Best candidate score.
    pub score: f32,
    /// A schema name written whole and in its own word order ("average transaction price" for
    /// `average_price`'s "average transaction price"): its first word is the name's, even when
    /// it is also a cue word.
    pub whole_name: bool,
}

impl Link {
    pub fn len(&self) -> usize {
        self.end - self.start
    }
    pub fn is_empty(&self) -> bool {
        self.end == self.start
    }
}

/// Links question tokens to one database of the lake.
pub struct Linker<'a> {
    pub lake: &'a Lake,
    pub index: &'a LakeIndex,
    pub db: DbId,
    /// Tables the question rules out (siblings of a partitioned family whose scope the
    /// question names, see `scope`): nothing links to them.
    pub hidden: std::collections::HashSet<TableId>,
    /// Byte spans of scope mentions ("Conghua District, Guangzhou") and the tables they name:
    /// they link to those tables only.
    pub scoped: Vec<(usize, usize, Vec<TableId>)>,
    /// The stems of each partitioned table's scope values (`tree_works_old_town`: "old",
    /// "town"): its name's head noun is the last word before them ("works").
    pub scope_stems: HashMap<TableId, Vec<String>>,
}

/// Largest gap of function words allowed inside a multi-word name ("date of birth").
const MAX_GAP: usize = 2;
/// Longest stored name looked up, in tokens: company names run long, with their punctuation
/// ("Changsha Hongyang Real Estate Development Co., Ltd." is eleven).
const MAX_VALUE_TOKENS: usize = 12;

/// Score of a word one edit from a schema word (a slip).
const SLIP: f32 = 0.8;
/// Score of a past verb naming a stored role of its doer ("reviewed" ~ 'reviewer').
const ROLE_OF_VERB: f32 = 0.85;
/// Score of words whose initials spell a stored code ("principal investigator" ~ 'PI').
const INITIALS: f32 = 0.85;
/// Score of a participle naming the noun of its verb ("published" ~ `publication`).
const DERIVED: f32 = 0.7;
/// Score of a phrase a column's description says word for word, of which part names the
/// column ("gas safe registered" ~ `gas_safe_number`, "NULL = not Gas Safe registered").
const DESCRIBED_PHRASE: f32 = 0.9;
/// Score of one lower-case word found only as the capitalised title of a row among many
/// ("belong" and a track 'Belong'): the interpreter reads it as a verb where it reads as
/// one, and otherwise doubts it below the answer threshold (see `interpret::conditions`).
const TITLE_AS_WORD: f32 = 0.55;

/// How well a question stem matches a stem of a schema name; `literal` when the name is the
/// identifier as written (or its expansion), not a synonym, description or caption: only such a
/// name is matched within one edit, since a misspelling of a synonym is mostly another word
/// ("change" is not a typo of "charge", a synonym of price). `participle` when the question word
/// ends in "-ed" and the name is literal.
fn stem_match(question: &str, schema: &str, literal: bool, participle: bool) -> f32 {
    if question == schema {
        return 1.0;
    }
    let (q, s) = (question.chars().count(), schema.chars().count());
    // (Two letters swapped, "prodcuts", are one slip in a longer word: a short stem swapped is
    // often another name, "studi" of "studying" and a `stuid` column.)
    let swapped = q >= 6 && s >= 6 && strsim::osa_distance(question, schema) <= 1;
    if literal && q >= 5 && s >= 5 && (strsim::levenshtein(question, schema) <= 1 || swapped) {
        return SLIP;
    }
    // A participle for the noun made from its verb, which the stemmer cuts elsewhere
    // ("published" ~ `publication`, "acquired" ~ `acquisition`, "submitted" ~ `submission`):
    // five shared letters leaving at most one of the shorter stem over.
    if participle && q >= 5 && s >= 5 {
        let shared = question
            .chars()
            .zip(schema.chars())
            .take_while(|(a, b)| a == b)
            .count();
        if shared >= 5 && shared + 1 >= q.min(s) {
            return DERIVED;
        }
    }
    // Comparatives and superlatives ("older", "oldest") are not names: the interpreter reads
    // them as orderings.
    if question.starts_with(schema)
        && (question[schema.len()..] == *"er"
            || question[schema.len()..] == *"est"
            || question[schema.len()..] == *"r"
            || question[schema.len()..] == *"st")
    {
        return 0.0;
    }
    // Schema abbreviation of a question word: "emp" ~ "employe", "prof" ~ "professor";
    // and a longer word on a shared root: "director" ~ "direct(ed by)".
    if s >= 3 && q >= 2 * s && question.starts_with(schema) {
        return 0.75;
    }
    if s >= 5 && question.starts_with(schema) {
        return 0.7;
    }
    // A verb for its agent noun: "make" ~ "maker", "own" ~ "owner", "manufacture" ~ "manufacturer".
    if q >= 3
        && schema.starts_with(question)
        && matches!(&schema[question.len()..], "r" | "er" | "or")
    {
        return 0.7;
    }
    0.0
}

/// A value link over tokens `start..end` with its best candidates (at most 12), best first;
/// `None` without candidates.
fn best_values(start: usize, end: usize, mut cands: Vec<ValueCandidate>) -> Option<Link> {
    cands.sort_by(|a, b| b.score.total_cmp(&a.score));
    cands.truncate(12);
    let score = cands.first()?.score;
    Some(Link {
        start,
        end,
        score,
        kind: LinkKind::Value(cands),
        whole_name: false,
    })
}

/// One schema link per span, its matches best first; `whole` holds the spans that write a name
/// out whole and in order.
fn schema_links_of(
    by_span: BTreeMap<(usize, usize), Vec<SchemaMatch>>,
    whole: &std::collections::BTreeSet<(usize, usize)>,
) -> Vec<Link> {
    by_span
        .into_iter()
        .map(|((start, end), mut matches)| {
            matches.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.element.cmp(&b.element)));
            let score = matches.first().map(|m| m.score).unwrap_or(0.0);
            Link {
                start,
                end,
                kind: LinkKind::Schema(matches),
                score,
                whole_name: whole.contains(&(start, end)),
            }
        })
        .collect()
}

/// True for the first word of a sentence (capitalised whatever it is).
pub fn sentence_start(tokens: &[Token], i: usize) -> bool {
    i == 0
        || tokens.get(i - 1).is_some_and(|t| {
            t.kind == TokenKind::Punct && matches!(t.norm.as_str(), "." | "?" | "!" | ";" | ":")
        })
}

/// Comparative and superlative adjectives that the interpreter reads as orderings ("tallest",
/// "older"): they are not linked to a column by their spelling, except as one word of a whole
/// name of several (`date_of_latest_logon`).
fn is_degree_word(norm: &str) -> bool {
    clarisql_text::comparable_concepts(norm).is_some()
        && (norm.ends_with("est") || norm.ends_with("er"))
}

/// Function words that may sit inside a multi-word name ("date of birth", "name of the
/// district"); verbs and relatives ("have", "that") end a name.
fn is_gap_word(norm: &str) -> bool {
    matches!(
        norm,
        "of" | "the" | "a" | "an" | "in" | "for" | "to" | "on" | "at" | "by"
    )
}

/// An article between two words of a name follows a preposition ("name of the district") or a
/// verb ("booked the product"); one right after a plural noun starts a clause ("the stores the
/// chain has"), so the words are not one name.
fn bare_article_gap(before: &Token, gap: &[Token]) -> bool {
    before.looks_plural()
        && gap
            .first()
            .is_some_and(|t| matches!(t.norm.as_str(), "the" | "a" | "an"))
}

/// The "yes" of a column holding exactly a yes/no pair (`T`/`F`, `Y`/`N`, `yes`/`no`,
/// `true`/`false`), as written in the data.
fn yes_of_flag(values: &[String]) -> Option<&str> {
    let [a, b] = values else { return None };
    let pair = clarisql_text::yes_no_word;
    match (pair(a)?, pair(b)?) {
        (true, false) => Some(a),
        (false, true) => Some(b),
        _ => None,
    }
}

/// Words that pair with a one-letter code in a small category column (`F`/`M`, `Y`/`N`).
fn code_letter(norm: &str) -> Option<char> {
    match norm {
        "female" | "females" | "women" | "woman" | "girls" | "girl" => Some('f'),
        "male" | "males" | "men" | "man" | "boys" | "boy" => Some('m'),
        "yes" | "true" => Some('y'),
        _ => None,
    }
}

impl<'a> Linker<'a> {
    pub fn new(lake: &'a Lake, index: &'a LakeIndex, db: DbId) -> Self {
        Linker {
            lake,
            index,
            db,
            hidden: Default::default(),
            scoped: Vec::new(),
            scope_stems: crate::scope::scope_stems(&crate::scope::families(lake, db)),
        }
    }

    fn elements(&self) -> Vec<Element> {
        let db = self.lake.db(self.db);
        let mut out = Vec::new();
        for (t, table) in db.tables.iter().enumerate() {
            let tid = TableId {
                db: self.db,
                table: t as u32,
            };
            out.push(Element::Table(tid));
            for c in 0..table.columns.len() {
                out.push(Element::Column(tid.column(c)));
            }
        }
        out
    }

    /// All links for the question, overlapping; the segmenter chooses among them.
    pub fn link(&self, tokens: &[Token]) -> Vec<Link> {
        let mut links = self.schema_links(tokens);
        links.extend(self.value_links(tokens));
        // Glosses stand in only for words nothing in the lake names as written.
        let mut named = vec![false; tokens.len()];
        for l in &links {
            named[l.start..l.end].iter_mut().for_each(|x| *x = true);
        }
        links.extend(self.gloss_links(tokens, &named));
        links.extend(self.gloss_value_links(tokens, &named));
        let described = self.described_phrases(tokens, &links);
        links.extend(described);
        links.extend(number_links(tokens));
        let stressing: Vec<usize> = (0..tokens.len())
            .filter(|&i| stresses_the_noun(tokens, &links, i))
            .collect();
        let event_verbs: Vec<usize> = (0..tokens.len())
            .filter(|&i| self.names_the_event_of_its_object(tokens, &links, i))
            .collect();
        links.retain(|l| {
            !(l.end == l.start + 1
                && (stressing.contains(&l.start) || event_verbs.contains(&l.start)))
        });
        if !self.hidden.is_empty() {
            links.retain_mut(|l| self.unhide(l));
        }
        for (s, e, tables) in &self.scoped {
            let covered: Vec<usize> = (0..tokens.len())
                .filter(|&i| tokens[i].start < *e && tokens[i].end > *s)
                .collect();
            let (Some(&a), Some(&b)) = (covered.first(), covered.last()) else {
                continue;
            };
            links.retain(|l| l.end <= a || l.start > b);
            if tables.is_empty() {
                continue;
            }
            links.push(Link {
                start: a,
                end: b + 1,
                whole_name: false,
                kind: LinkKind::Schema(
                    tables
                        .iter()
                        .map(|t| SchemaMatch {
                            element: Element::Table(*t),
                            score: 1.0,
                        })
                        .collect(),
                ),
                score: 1.0,
            });
        }
        links
    }

    /// "gas safe registered" for `gas_safe_number` described "NULL = not Gas Safe
    /// registered": a column named by part of a phrase its description says word for word is
    /// named by the whole phrase, so the phrase's other words ("registered") name nothing
    /// else (a `registered_on` of another table). Extends to the right, over content words.
    fn described_phrases(&self, tokens: &[Token], links: &[Link]) -> Vec<Link> {
        let mut out = Vec::new();
        for l in links {
            let LinkKind::Schema(ms) = &l.kind else {
                continue;
            };
            for m in ms {
                let Element::Column(c) = m.element else {
                    continue;
                };
                let Some(d) = self.lake.column(c).description.as_deref() else {
                    continue;
                };
                let said: Vec<String> = clarisql_text::words(d)
                    .iter()
                    .map(|w| clarisql_text::stem(w))
                    .collect();
                let mut end = l.end;
                while end < tokens.len()
                    && end < l.end + 2
                    && tokens[end].kind == TokenKind::Word
                    && !tokens[end].is_function_word()
                {
                    end += 1;
                }
                // The longest run of the span's words, extended, that the description says.
                let stems: Vec<&str> = tokens[l.start..end]
                    .iter()
                    .map(|t| t.stem.as_str())
                    .collect();
                // Only over words that would otherwise name another table's things, which
                // the phrase takes back ("registered" of a customer's `registered_on`).
                let named_elsewhere = |k: usize| {
                    links.iter().any(|o| {
                        o.start <= k
                            && k < o.end
                            && matches!(&o.kind, LinkKind::Schema(x) if x.iter().any(|n| {
                                let t = match n.element {
                                    Element::Table(t) => t,
                                    Element::Column(d) => d.table,
                                };
                                t != c.table
                            }))
                    })
                };
                // (Words of the column's own name are the name's, read as such.)
                let name: Vec<String> = clarisql_text::identifier_words(&self.lake.column(c).name)
                    .iter()
                    .map(|w| clarisql_text::stem(w))
                    .collect();
                let not_in_name = |k: usize| !name.contains(&tokens[k].stem);
                let phrase_end = (l.end + 1..=end).rev().find(|&e| {
                    let want = &stems[..e - l.start];
                    (l.end..e).all(|k| named_elsewhere(k) && not_in_name(k))
                        && said
                            .windows(want.len())
                            .any(|w| w.iter().zip(want).all(|(a, b)| a == b))
                });
                let known = |e: usize| {
                    out.iter().any(|o: &Link| {
                        o.start == l.start
                            && o.end == e
                            && matches!(&o.kind, LinkKind::Schema(x) if x[0].element == m.element)
                    })
                };
                if let Some(e) = phrase_end.filter(|&e| !known(e)) {
                    out.push(Link {
                        start: l.start,
                        end: e,
                        score: DESCRIBED_PHRASE.max(m.score),
                        kind: LinkKind::Schema(vec![SchemaMatch {
                            element: m.element,
                            score: DESCRIBED_PHRASE.max(m.score),
                        }]),
                        whole_name: false,
                    });
                }
            }
        }
        out
    }

    /// "haven't worked a shift", "placed an order in May": a participle that names a date
    /// column of the table its object names (`worked_on` of shifts) says the event happened;
    /// it asks for no date. Only with a determiner between, so "shipped orders" stays a state,
    /// and not for a word that also names a table ("settlements each claim …").
    fn names_the_event_of_its_object(&self, tokens: &[Token], links: &[Link], i: usize) -> bool {
        // (The word checks first: this runs for every token of every question.)
        if !clarisql_text::is_past_participle(&tokens[i].norm)
            || (i > 0 && matches!(tokens[i - 1].norm.as_str(), "the" | "a" | "an"))
        {
            return false;
        }
        let dates_of: Vec<TableId> = links
            .iter()
            .filter(|l| l.start == i && l.end == i + 1)
            .flat_map(|l| match &l.kind {
                LinkKind::Schema(m) => m
                    .iter()
                    .filter_map(|m| match m.element {
                        Element::Column(c) if self.lake.column(c).holds_dates() => Some(c.table),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            })
            .collect();
        let names_a_table = links.iter().any(|l| {
            l.start == i
                && matches!(&l.kind, LinkKind::Schema(m)
                    if m.iter().any(|m| matches!(m.element, Element::Table(_))))
        });
        if dates_of.is_empty() || names_a_table {
            return false;
        }
        let object = (i + 1..tokens.len()).find(|&j| {
            !matches!(
                tokens[j].norm.as_str(),
                "a" | "an"
                    | "the"
                    | "any"
                    | "one"
                    | "single"
                    | "their"
                    | "his"
                    | "her"
                    | "its"
                    | "our"
                    | "those"
                    | "these"
                    | "every"
                    | "each"
                    | "some"
            )
        });
        let Some(object) = object.filter(|&j| j > i + 1) else {
            return false;
        };
        links.iter().any(|l| {
            l.start == object
                && matches!(&l.kind, LinkKind::Schema(m) if m.iter().any(|m| {
                    m.score >= 0.9 && matches!(m.element, Element::Table(t) if dates_of.contains(&t))
                }))
        })
    }

    /// Byte spans of the stored values the question writes exactly (names, codes).
    pub fn exact_value_spans(&self, tokens: &[Token]) -> Vec<(usize, usize)> {
        self.value_links(tokens)
            .iter()
            .filter(|l| {
                matches!(&l.kind, LinkKind::Value(v) if v.iter().any(|c| c.how == ValueMatch::Exact))
            })
            .map(|l| (tokens[l.start].start, tokens[l.end - 1].end))
            .collect()
    }

    /// Whether every row of `c` holds one and the same value (and there are several rows).
    fn holds_only(&self, c: ColumnId) -> bool {
        let rows = self.lake.table(c.table).row_count;
        let profile = &self.lake.column(c).profile;
        rows > 1 && profile.distinct == 1 && profile.nulls == 0
    }

    /// Whether a column holds a few values its rows repeat (a status, a type).
    fn is_category(&self, c: ColumnId) -> bool {
        let distinct = self.lake.column(c).profile.distinct;
        (2..=20).contains(&distinct) && self.lake.repeats_values(c)
    }

    /// Whether a column's values tell its table's many rows apart (titles, names; not the
    /// few dozen names of a lookup table of categories).
    fn names_rows(&self, c: ColumnId) -> bool {
        let rows = self.lake.table(c.table).row_count;
        let distinct = self.lake.column(c).profile.distinct;
        distinct >= 100 && distinct as f64 >= 0.5 * rows as f64
    }

    /// Drops the candidates of hidden tables from a link; false when none is left.
    fn unhide(&self, l: &mut Link) -> bool {
        let table_of = |e: &Element| match e {
            Element::Table(t) => *t,
            Element::Column(c) => c.table,
        };
        match &mut l.kind {
            LinkKind::Schema(ms) => {
                ms.retain(|m| !self.hidden.contains(&table_of(&m.element)));
                l.score = ms.iter().map(|m| m.score).fold(0.0, f32::max);
                !ms.is_empty()
            }
            LinkKind::Value(vs) => {
                vs.retain(|v| !self.hidden.contains(&v.column.table));
                l.score = vs.iter().map(|v| v.score).fold(0.0, f32::max);
                !vs.is_empty()
            }
            LinkKind::Number(_) => true,
        }
    }

    fn schema_links(&self, tokens: &[Token]) -> Vec<Link> {
        let content: Vec<usize> = (0..tokens.len())
            .filter(|&i| {
                tokens[i].is_word()
                    && (!is_stopword(&tokens[i].norm)
                        || (is_data_word(&tokens[i].norm) && !opens_sentence(tokens, i)))
            })
            .collect();
        let mut by_span: BTreeMap<(usize, usize), Vec<SchemaMatch>> = BTreeMap::new();
        let mut whole: std::collections::BTreeSet<(usize, usize)> = Default::default();
        // Words each table's names use (as written, not their synonyms): such a word in the
        // question is that word, not a slip for another name of the table one letter away
        // ("weight" is `weight_2022`'s, not `height`).
        let elements = self.elements();
        let mut table_words: HashMap<TableId, HashSet<&str>> = HashMap::new();
        for e in &elements {
            table_words.entry(e.table()).or_default().extend(
                self.index
                    .names(*e)
                    .phrases
                    .iter()
                    .filter(|p| p.weight > 0.85)
                    .flat_map(|p| p.stems.iter().map(String::as_str)),
            );
        }
        // Spans that match only the first word of a column's name ("parcel" of parcel_code).
        let mut qualifiers: BTreeMap<(usize, usize), Vec<ColumnId>> = BTreeMap::new();
        for &element in &elements {
            let names = self.index.names(element);
            let own_words = table_words.get(&element.table());
            for phrase in &names.phrases {
                // Synonyms weigh 0.85 of the name they stand for, descriptions 0.8, captions 0.7.
                let literal = phrase.weight > 0.85;
                let mut stems: Vec<&str> = phrase
                    .stems
                    .iter()
                    .map(String::as_str)
                    .filter(|s| !is_stopword(s) || is_data_word(s))
                    .collect();
                stems.dedup();
                if stems.is_empty() {
                    continue;
                }
                // A stem its word was cut well short of ("changn" of Changning) is no word to
                // be one slip from: "change" is one letter from the stem, three from the word.
                // Such a word is matched one slip from the word itself ("custmers" ~
                // `customers`, whose stem is "custom").
                let cut_short: Vec<Option<&str>> = stems
                    .iter()
                    .map(|s| {
                        // (`words` are normalised already; the length test spares most stems.)
                        names
                            .words
                            .iter()
                            .find(|w| {
                                w.chars().count() >= s.chars().count() + 3
                                    && clarisql_text::stem(w) == *s
                            })
                            .map(String::as_str)
                    })
                    .collect();
                let names_and = phrase.stems.iter().any(|s| s == "and");
                // The name's head noun: its last word, or a partitioned table's last word
                // before its scope.
                let head_at = match element {
                    Element::Table(t) => self.scope_stems.get(&t).and_then(|scope| {
                        stems.iter().rposition(|s| !scope.iter().any(|w| w == s))
                    }),
                    _ => None,
                }
                .unwrap_or(stems.len().saturating_sub(1));
                for (ci, &first) in content.iter().enumerate() {
                    let mut used = vec![false; stems.len()];
                    let mut quality = 0.0;
                    let mut matched = 0;
                    let mut in_order = true;
                    let mut end = first;
                    let mut degree = false;
                    // Words matched one slip away.
                    let mut slips = 0;
                    // The name's word the last question word matched.
                    let mut last_matched: Option<usize> = None;
                    for (k, &pos) in content[ci..].iter().enumerate() {
                        // Only function words may stand between the words of one name; "and"
                        // only in a name that has it ("course authors and tutors").
                        if k > 0
                            && (pos - end > MAX_GAP + 1
                                || tokens[end + 1..pos].iter().any(|t| {
                                    !(is_gap_word(&t.norm) || (t.norm == "and" && names_and))
                                })
                                || bare_article_gap(&tokens[end], &tokens[end + 1..pos]))
                        {
                            break;
                        }
                        // A plural before a preposition other than "of" is a head noun with a
                        // phrase after it ("products in the category"), not the modifier a
                        // table's name opens with (`product_categories`). Column names are
                        // often phrases themselves ("weeks on top", "budget in millions").
                        if k > 0
                            && matches!(element, Element::Table(_))
                            && last_matched.is_some_and(|j| j + 1 < stems.len())
                            && tokens[end].looks_plural()
                            && tokens[end + 1..pos].iter().any(|t| {
                                !(matches!(t.norm.as_str(), "of" | "the" | "a" | "an")
                                    || (t.norm == "and" && names_and))
                            })
                        {
                            break;
                        }
                        let best = stems
                            .iter()
                            .enumerate()
                            .filter(|(j, _)| !used[*j])
                            .map(|(j, s)| {
                                // The stem, or the word itself against a misspelt schema word
                                // ("description" ~ `descriptrion`).
                                let slips = literal
                                    && !own_words
                                        .is_some_and(|w| w.contains(tokens[pos].stem.as_str()));
                                let by_stem = stem_match(
                                    &tokens[pos].stem,
                                    s,
                                    slips && cut_short[j].is_none(),
                                    literal && tokens[pos].norm.ends_with("ed"),
                                );
                                let word = cut_short[j].unwrap_or(s);
                                let by_word = if slips
                                    && tokens[pos].norm.chars().count() >= 6
                                    && strsim::osa_distance(&tokens[pos].norm, word) <= 1
                                {
                                    SLIP
                                } else {
                                    0.0
                                };
                                (j, by_stem.max(by_word))
                            })
                            .max_by(|a, b| a.1.total_cmp(&b.1));
                        // "the number of cards" counts cards; it is not `card_number` read
                        // backwards ("number_of_hosts", in order, still is its name).
                        let counts = k == 0
                            && tokens[pos].norm == "number"
                            && tokens.get(pos + 1).is_some_and(|t| t.norm == "of")
                            && (pos == 0
                                || matches!(tokens[pos - 1].norm.as_str(), "the" | "a" | "total"));
                        match best {
                            Some((j, _)) if counts && j != 0 => break,
                            Some((j, q)) if q > 0.0 => {
                                degree |= is_degree_word(&tokens[pos].norm);
                                used[j] = true;
                                last_matched = Some(j);
                                in_order &= j == matched;
                                quality += q;
                                if q == SLIP {
                                    slips += 1;
                                }
                                matched += 1;
                                end = pos;
                                let coverage = matched as f32 / stems.len() as f32;
                                // A table named by its head noun ("buses" for school_bus) is
                                // that thing; other partial matches are weaker.
                                let head = used.get(head_at).copied().unwrap_or(false)
                                    // "counties" for county_public_safety: a table is named
                                    // after its first word too.
                                    || (matches!(element, Element::Table(_)) && used.first().copied().unwrap_or(false) && matched == 1);
                                let fit = if matched == stems.len() {
                                    1.0
                                } else if head && matches!(element, Element::Table(_)) {
                                    0.8
                                } else if head {
                                    // "rating" for imdb_rating and content_rating alike.
                                    0.75
                                } else if stems
                                    .iter()
                                    .zip(&used)
                                    .all(|(s, u)| *u || clarisql_text::is_agent_suffix(s))
                                {
                                    // A Chinese verb for its agent: "竞得" ~ 竞得人, "开发" ~
                                    // 开发商 (as "make" ~ maker).
                                    0.75
                                } else {
                                    0.35 + 0.45 * coverage
                                };
                                // A slip inside a name written out whole and in order, its
                                // other words exact ("marketing region description" for
                                // `marketing_region_descriptrion`), is that name's word.
                                let whole_in_order = in_order
                                    && matched == stems.len()
                                    && matched > slips
                                    && matched >= 2;
                                let quality = if whole_in_order {
                                    quality + 0.15 * slips as f32
                                } else {
                                    quality
                                };
                                let score = phrase.weight * fit * (quality / matched as f32);
                                // It must open the name as written: `type` of
                                // Service_Type_Code in Services is a name with the table's
                                // word dropped, not a qualifier.
                                let opens_name = || {
                                    names.words.iter().skip(1).all(|w| {
                                        clarisql_text::stem(&clarisql_text::normalize(w))
                                            != stems[0]
                                    })
                                };
                                // A degree word is an ordering ("the latest date"), unless it
                                // is part of a whole name of several words ("the date of the
                                // latest logon" for `date_of_latest_logon`).
                                if degree && !(matched == stems.len() && matched >= 2) {
                                    continue;
                                }
                                if let Element::Column(c) = element {
                                    if matched == 1 && stems.len() >= 2 && used[0] && opens_name() {
                                        qualifiers.entry((first, end + 1)).or_default().push(c);
                                    }
                                }
                                let entry = by_span.entry((first, end + 1)).or_default();
                                match entry.iter_mut().find(|m| m.element == element) {
                                    Some(m) => m.score = m.score.max(score),
                                    None => entry.push(SchemaMatch { element, score }),
                                }
                                if matched == stems.len() {
                                    if in_order && matched >= 2 {
                                        whole.insert((first, end + 1));
                                    }
                                    break;
                                }
                            }
                            _ => break,
                        }
                    }
                }
            }
        }
        // A name written out whole and in order ("color description") is not broken up to
        // read its last word with the words after it ("description for the product").
        let ends_whole_name = |s: usize| whole.iter().any(|&(a, b)| b == s + 1 && a < s);
        by_span.retain(|&(s, e), _| whole.contains(&(s, e)) || e - s < 3 || !ends_whole_name(s));
        // "the staff in charge of": the middle of a preposition names nothing alone.
        by_span.retain(|&(s, e), _| {
            e - s > 1 || !clarisql_text::inside_phrasal_preposition(tokens, s)
        });
        self.name_tables_by_row_codes(&mut by_span, qualifiers);
        schema_links_of(by_span, &whole)
    }

    /// Chinese words for English names: a run of up to three Chinese words whose English gloss
    /// is a table's or column's name (价格 -> `price`, 出生日期 -> `date_of_birth`), or whose
    /// words' glosses make up the name one word each (出生 + 日期). A name's head word alone
    /// (球队, "sports team" -> team) names it more loosely, as in English.
    fn gloss_links(&self, tokens: &[Token], named: &[bool]) -> Vec<Link> {
        let chinese = |i: usize| {
            tokens[i].kind == TokenKind::Cjk && !tokens[i].is_function_word() && !named[i]
        };
        if !(0..tokens.len()).any(chinese) || self.lake.db(self.db).names_in_chinese() {
            return Vec::new();
        }
        // Glosses of each word and of each run of words read as one (出生 + 日期 = 出生日期).
        let glosses_of = |from: usize, to: usize| -> Vec<Vec<String>> {
            let word: String = tokens[from..to].iter().map(|t| t.norm.as_str()).collect();
            // A single character has many senses; only its first is taken (度: degree, not
            // the hour it also counts).
            let senses = if word.chars().count() == 1 {
                1
            } else {
                usize::MAX
            };
            clarisql_text::english_glosses(&word)
                .into_iter()
                .take(senses)
                .collect()
        };
        // A gloss that is a word of asking ("number", "order") names a column only when the
        // question says more: 订单 ("order") is a table of orders, not `ordered_on`.
        let cue_gloss = |g: &[String]| g.len() == 1 && clarisql_text::is_question_cue(&g[0]);
        let word_glosses: Vec<Vec<Vec<String>>> = (0..tokens.len())
            .map(|k| {
                if chinese(k) {
                    glosses_of(k, k + 1)
                } else {
                    Vec::new()
                }
            })
            .collect();
        let elements = self.elements();
        let mut by_span: BTreeMap<(usize, usize), Vec<SchemaMatch>> = BTreeMap::new();
        for start in 0..tokens.len() {
            if !chinese(start) {
                continue;
            }
            for end in start + 1..=(start + 3).min(tokens.len()) {
                if !chinese(end - 1) {
                    break;
                }
                let whole = if end - start == 1 {
                    word_glosses[start].clone()
                } else {
                    glosses_of(start, end)
                };
                let parts = &word_glosses[start..end];
                for &element in &elements {
                    let table = matches!(element, Element::Table(_));
                    let mut best = 0.0f32;
                    for phrase in &self.index.names(element).phrases {
                        let stems: Vec<&str> = phrase
                            .stems
                            .iter()
                            .map(String::as_str)
                            .filter(|s| !is_stopword(s))
                            .collect();
                        let Some(&head) = stems.last() else { continue };
                        for g in whole.iter().filter(|g| table || !cue_gloss(g)) {
                            let same = g.len() == stems.len()
                                && g.iter().all(|x| stems.contains(&x.as_str()));
                            // The gloss's head noun ("medical prescription", "make an
                            // appointment") names the name's head, or a table's first word.
                            let gloss_head = g.last().map(String::as_str);
                            let fit = if same {
                                1.0
                            } else if gloss_head == Some(head) && stems.len() == 1 {
                                0.9
                            } else if gloss_head == Some(head)
                                || (table && gloss_head == stems.first().copied())
                            {
                                if table {
                                    0.8
                                } else {
                                    0.75
                                }
                            } else {
                                0.0
                            };
                            best = best.max(phrase.weight * clarisql_text::GLOSS_WEIGHT * fit);
                        }
                        // One word of the name per Chinese word, all of the name covered.
                        if end - start >= 2 && end - start == stems.len() {
                            let mut used = vec![false; stems.len()];
                            let covered = parts.iter().all(|p| {
                                let hit = stems.iter().enumerate().find(|(j, s)| {
                                    !used[*j] && p.iter().any(|g| g.len() == 1 && g[0] == **s)
                                });
                                hit.map(|(j, _)| used[j] = true).is_some()
                            });
                            if covered {
                                best = best.max(phrase.weight * clarisql_text::GLOSS_WEIGHT * 0.95);
                            }
                        }
                    }
                    if best > 0.0 {
                        by_span.entry((start, end)).or_default().push(SchemaMatch {
                            element,
                            score: best,
                        });
                    }
                }
            }
        }
        schema_links_of(by_span, &Default::default())
    }

    /// A word that only qualifies the code that tells a table's rows apart ("parcel" of
    /// `parcel_code`, one per row) names the things that table's rows are: the table, as its
    /// head noun would. Not where the word names a table already.
    fn name_tables_by_row_codes(
        &self,
        by_span: &mut BTreeMap<(usize, usize), Vec<SchemaMatch>>,
        qualifiers: BTreeMap<(usize, usize), Vec<ColumnId>>,
    ) {
        for (span, mut columns) in qualifiers {
            let Some(matches) = by_span.get_mut(&span) else {
                continue;
            };
            if matches
                .iter()
                .any(|m| matches!(m.element, Element::Table(_)))
            {
                continue;
            }
            columns.sort();
            columns.dedup();
            let mut tables: Vec<TableId> = columns.iter().map(|c| c.table).collect();
            tables.dedup();
            for t in tables {
                let table = self.lake.table(t);
                let of_table: Vec<&ColumnId> = columns.iter().filter(|c| c.table == t).collect();
                let identifies = |c: &ColumnId| {
                    let col = self.lake.column(*c);
                    let head = self.index.names(Element::Column(*c)).words.last();
                    head.is_some_and(|w| matches!(w.as_str(), "code" | "no" | "number"))
                        && table.row_count > 0
                        && col.profile.distinct == table.row_count
                };
                if of_table.iter().any(|c| identifies(c)) {
                    matches.push(SchemaMatch {
                        element: Element::Table(t),
                        score: 0.75,
                    });
                }
            }
        }
    }

    /// Chinese words for values stored in English: a word (of two characters or more) whose
    /// dictionary gloss is a stored category or name (电动 -> 'Electric', 里斯本 -> 'Lisbon').
    fn gloss_value_links(&self, tokens: &[Token], named: &[bool]) -> Vec<Link> {
        if self.lake.db(self.db).names_in_chinese() {
            return Vec::new();
        }
        let values = &self.index.values;
        let mut out = Vec::new();
        // A gloss may be a value with the noun of its table ("electric vehicle" of 电动车 over
        // vehicles.fuel_type 'electric'): the words before that noun are looked up. The
        // tables' one-word names, read once.
        let table_nouns: Vec<String> = self
            .elements()
            .into_iter()
            .filter(|e| matches!(e, Element::Table(_)))
            .flat_map(|e| self.index.names(e).phrases.iter())
            .filter_map(|p| match p.stems.as_slice() {
                [one] => Some(one.clone()),
                _ => None,
            })
            .collect();
        let names_table = |word: &str| table_nouns.contains(&clarisql_text::stem(word));
        for (i, t) in tokens.iter().enumerate() {
            if t.kind != TokenKind::Cjk || named[i] || t.is_function_word() {
                continue;
            }
            // A single character has many senses; only its first is taken (狗: dog).
            let senses = if t.norm.chars().count() == 1 {
                1
            } else {
                usize::MAX
            };
            let keys = clarisql_text::english_gloss_phrases(&t.norm)
                .into_iter()
                .take(senses)
                .flat_map(|gloss| {
                    let mut keys = vec![clarisql_text::value_key(gloss)];
                    if let Some((before, noun)) = gloss.rsplit_once(' ') {
                        if names_table(noun) {
                            keys.push(clarisql_text::value_key(before));
                        }
                    }
                    keys
                });
            let mut cands: Vec<ValueCandidate> = Vec::new();
            for key in keys {
                let Some(id) = values.exact(&key).or_else(|| {
                    clarisql_text::other_number_forms(&key)
                        .iter()
                        .find_map(|k| values.exact(k))
                }) else {
                    continue;
                };
                for loc in values.locations_in(id, self.db) {
                    // A category, or a name (capitalised as stored): a common English word
                    // inside free text is no value the Chinese word names.
                    let name = loc.value.chars().next().is_some_and(char::is_uppercase);
                    if !(self.is_category(loc.column) || name)
                        || cands.iter().any(|c| c.column == loc.column)
                    {
                        continue;
                    }
                    cands.push(ValueCandidate {
                        column: loc.column,
                        value: loc.value.clone(),
                        score: clarisql_text::GLOSS_WEIGHT,
                        how: ValueMatch::Exact,
                    });
                }
                if !cands.is_empty() {
                    break;
                }
            }
            if !cands.is_empty() {
                out.push(Link {
                    start: i,
                    end: i + 1,
                    score: clarisql_text::GLOSS_WEIGHT,
                    kind: LinkKind::Value(cands),
                    whole_name: false,
                });
            }
        }
        out
    }

    fn value_links(&self, tokens: &[Token]) -> Vec<Link> {
        let values = &self.index.values;
        let mut out = Vec::new();
        let n = tokens.len();
        let mut exact_spans: Vec<(usize, usize)> = Vec::new();
        for start in 0..n {
            for end in (start + 1)..=(start + MAX_VALUE_TOKENS).min(n) {
                let span = &tokens[start..end];
                // Names keep some punctuation inside ("Acme Co., Ltd.", "Smith & Sons"); other
                // punctuation ends a value.
                let inner_punct = |t: &Token| matches!(t.norm.as_str(), "," | "." | "&" | "-");
                if span
                    .iter()
                    .any(|t| t.kind == TokenKind::Punct && !inner_punct(t))
                    || (span.len() > 1 && span.iter().any(|t| t.kind == TokenKind::Quoted))
                    || span[0].kind == TokenKind::Punct
                {
                    break;
                }
                let first = &span[0];
                let last = &span[span.len() - 1];
                if last.kind == TokenKind::Punct {
                    continue;
                }
                // A name may start with a function word when it is written as a name ("IT Staff",
                // "The Beatles"); otherwise function words only live inside values.
                let written_as_name = |t: &Token, i: usize| i > 0 && t.is_capitalised();
                // A status said with its preposition ("in transit", "on hold") is a stored
                // category as it stands: kept below only where a column of few values holds it.
                let status_phrase = span.len() == 2
                    && is_stopword(&first.norm)
                    && clarisql_text::is_preposition(&first.norm)
                    && !written_as_name(first, start)
                    && last.kind == TokenKind::Word
                    && !is_stopword(&last.norm);
                // "no shows", "rained off": a status whose own words start or end with a
                // function word is kept too, as an exact value of a column of few values.
                let edged_status = span.len() > 1
                    && ((is_stopword(&first.norm)
                        && !written_as_name(first, start)
                        && !status_phrase)
                        || is_stopword(&last.norm));
                let category_only = status_phrase || edged_status;
                // "an A grade", "with grade A": a capital A inside a sentence is no article.
                let letter_a = first.raw == "A"
                    && start > 0
                    && !matches!(tokens[start - 1].norm.as_str(), "." | "?" | "!" | ":");
                if span.len() == 1
                    && first.kind == TokenKind::Word
                    && first.is_function_word()
                    && !letter_a
                {
                    continue;
                }
                let norms: Vec<&str> = span
                    .iter()
                    .filter(|t| t.kind != TokenKind::Punct)
                    .map(|t| t.norm.as_str())
                    .collect();
                // A quoted name is keyed as stored values are (its inner punctuation dropped).
                let key = if first.kind == TokenKind::Quoted {
                    clarisql_text::value_key(&first.raw)
                } else {
                    join_key(&norms)
                };
                let mut cands = Vec::new();
                // "Professors" for the value 'Professor': a plural of a stored value; "tent"
                // for 'Tents': a singular of one.
                let inflected = || {
                    clarisql_text::other_number_forms(&key)
                        .iter()
                        .find_map(|k| values.exact(k))
                };
                let (exact, singular_for_plural) = match values.exact(&key) {
                    Some(id) => (Some(id), false),
                    None => match clarisql_text::street_forms(&key)
                        .iter()
                        .find_map(|k| values.exact(k))
                    {
                        Some(id) => (Some(id), false),
                        None => (inflected(), !key.ends_with('s')),
                    },
                };
                if edged_status && exact.is_none() {
                    continue;
                }
                // "Who reviewed the report?" over assignments whose role is 'reviewer': a past
                // verb names the role its doer holds, stored among a few roles.
                if exact.is_none() && span.len() == 1 && first.kind == TokenKind::Word {
                    let forms = clarisql_text::agent_forms(&first.norm);
                    let roles = forms
                        .iter()
                        .filter_map(|k| values.exact(k))
                        .flat_map(|id| values.locations_in(id, self.db))
                        .filter(|loc| self.is_category(loc.column))
                        .map(|loc| ValueCandidate {
                            column: loc.column,
                            value: loc.value.clone(),
                            score: ROLE_OF_VERB,
                            how: ValueMatch::WordForm,
                        });
                    cands.extend(roles);
                }
                // "the principal investigator" over roles 'PI' and 'Co-I': words whose
                // initials are a short code stored among a few categories.
                if exact.is_none() && (2..=4).contains(&span.len()) {
                    let words = span
                        .iter()
                        .all(|t| t.kind == TokenKind::Word && !t.is_function_word());
                    let initials: String =
                        span.iter().filter_map(|t| t.norm.chars().next()).collect();
                    let codes = words
                        .then(|| values.exact(&initials))
                        .flatten()
                        .into_iter()
                        .flat_map(|id| values.locations_in(id, self.db))
                        .filter(|loc| {
                            self.is_category(loc.column)
                                && loc.value.chars().all(|c| c.is_ascii_uppercase())
                        })
                        .map(|loc| ValueCandidate {
                            column: loc.column,
                            value: loc.value.clone(),
                            score: INITIALS,
                            how: ValueMatch::WordForm,
                        });
                    cands.extend(codes);
                }
                if let Some(id) = exact {
                    let plain_word = span.iter().all(|t| {
                        t.kind == TokenKind::Word
                            && !t
                                .raw
                                .chars()
                                .any(|c| c.is_uppercase() || c.is_ascii_digit())
                    });
                    for loc in values.locations_in(id, self.db) {
                        if category_only && !self.is_category(loc.column) {
                            continue;
                        }
                        // A lower-case word that every row of its column holds ("star" in a
                        // rating description that says "star" throughout) selects nothing: it
                        // is read as the word it is. A name ("Canada") stays a value.
                        if plain_word && self.holds_only(loc.column) {
                            continue;
                        }
                        // A singular word for a stored plural stands for a kind ("tent" for
                        // the category 'Tents'), not a title ("number" is no track 'Numbers').
                        if singular_for_plural && self.names_rows(loc.column) {
                            continue;
                        }
                        // One lower-case word that is the capitalised title of a row among
                        // many ("tracks that belong to …" and a track called 'Belong') is
                        // more likely the word than the title.
                        let title_as_word = plain_word
                            && span.len() == 1
                            && loc.value.chars().next().is_some_and(char::is_uppercase)
                            && self.names_rows(loc.column);
                        cands.push(ValueCandidate {
                            column: loc.column,
                            value: loc.value.clone(),
                            score: if title_as_word { TITLE_AS_WORD } else { 1.0 },
                            how: ValueMatch::Exact,
                        });
                    }
                }
                if !cands.is_empty() {
                    exact_spans.push((start, end));
                    let score = cands.iter().map(|c| c.score).fold(0.0, f32::max);
                    out.push(Link {
                        start,
                        end,
                        score,
                        kind: LinkKind::Value(cands),
                        whole_name: false,
                    });
                }
            }
        }
        // Partial names ("Binjiang Garden" for "Agile Binjiang Garden") and typos, for spans
        // that look like names: quoted, capitalised mid-sentence, or Chinese.
        let mut cjk_short_until = 0;
        for start in 0..n {
            let first = &tokens[start];
            let name_like = |t: &Token, i: usize| {
                (t.kind == TokenKind::Quoted && t.norm.chars().count() >= 2)
                    || t.kind == TokenKind::Cjk && !is_stopword(&t.norm)
                    || (t.kind == TokenKind::Word
                        && !sentence_start(tokens, i)
                        && t.is_capitalised()
                        && !t.is_function_word())
            };
            if !name_like(first, start) {
                continue;
            }
            let mut end = start + 1;
            if first.kind != TokenKind::Quoted {
                // A Chinese run stops where a long name found whole begins ("了解" is no part of
                // the stored "郑州兰亭…有限公司" right after it; a short one such as "公寓" may
                // end a longer name).
                let whole_name_begins = |k: usize| {
                    tokens[k].kind == TokenKind::Cjk
                        && exact_spans.iter().any(|&(s, e)| {
                            s == k
                                && tokens[s..e]
                                    .iter()
                                    .map(|t| t.norm.chars().count())
                                    .sum::<usize>()
                                    >= 6
                        })
                };
                // "安和实业" (上海安和实业有限公司): a one-character function word between two
                // parts of a Chinese run may belong to the name; it is kept only if the name is
                // found whole below.
                let joins_name = |k: usize| {
                    first.kind == TokenKind::Cjk
                        && tokens[k].kind == TokenKind::Cjk
                        && is_stopword(&tokens[k].norm)
                        && tokens[k].norm.chars().count() == 1
                        && tokens
                            .get(k + 1)
                            .is_some_and(|t| t.kind == TokenKind::Cjk && !is_stopword(&t.norm))
                };
                while end < n
                    && end - start < MAX_VALUE_TOKENS
                    && (name_like(&tokens[end], end) || joins_name(end))
                    && tokens[end].kind != TokenKind::Quoted
                    && !whole_name_begins(end)
                {
                    end += 1;
                }
            }
            // Where the run would end without a joining word.
            let plain_end = (start + 1..end)
                .find(|&k| is_stopword(&tokens[k].norm))
                .unwrap_or(end);
            if exact_spans.iter().any(|&(s, e)| s <= start && e >= end) {
                continue;
            }
            // Chinese: the longest run from here that a longer stored name holds whole or
            // abbreviated ("景湖湾" for "兆丰景湖湾", "益丰商管" for "上海益丰商业管理有限公司").
            if tokens[start..end].iter().all(|t| t.kind == TokenKind::Cjk) {
                if start < cjk_short_until {
                    continue;
                }
                let found = (start + 1..=end).rev().find_map(|e| {
                    let joined = e > plain_end;
                    if joined && is_stopword(&tokens[e - 1].norm) {
                        return None;
                    }
                    let key: String = tokens[start..e].iter().map(|t| t.norm.as_str()).collect();
                    let hits = values.cjk_short_form_of(&key, 12);
                    // A joining word only inside a name found whole, or in the two characters
                    // an abbreviation keeps together ("万和地产" for "武汉万和房地产开发有限公司").
                    let head_chars: usize = tokens[start..plain_end.min(e)]
                        .iter()
                        .map(|t| t.norm.chars().count())
                        .sum();
                    if joined && hits.iter().all(|&(_, whole)| !whole && head_chars >= 2) {
                        return None;
                    }
                    (!hits.is_empty()).then_some((e, key, hits))
                });
                if let Some((e, key, hits)) = found {
                    let mut cands = Vec::new();
                    for (id, whole) in hits {
                        let entry = values.entry(id);
                        let share =
                            key.chars().count() as f32 / entry.key.chars().count().max(1) as f32;
                        let base = if whole { 0.45 } else { 0.4 };
                        for loc in values.locations_in(id, self.db) {
                            cands.push(ValueCandidate {
                                column: loc.column,
                                value: loc.value.clone(),
                                score: base + 0.35 * share.min(1.0),
                                how: ValueMatch::Partial,
                            });
                        }
                    }
                    if let Some(link) = best_values(start, e, cands) {
                        cjk_short_until = e;
                        out.push(link);
                        continue;
                    }
                }
            }
            // No name holds the joining word: the run ends before it, as any other.
            let end = end.min(plain_end);
            let parts: Vec<String> = if first.kind == TokenKind::Quoted {
                clarisql_text::words(&first.raw)
            } else {
                tokens[start..end].iter().map(|t| t.norm.clone()).collect()
            };
            // One Chinese character ("月" cut off by a comma) is no part of a name.
            let one_character = tokens[start..end].iter().all(|t| t.kind == TokenKind::Cjk)
                && parts.concat().chars().count() < 2;
            if parts.is_empty() || one_character {
                continue;
            }
            let part_refs: Vec<&str> = parts.iter().map(String::as_str).collect();
            let mut cands = Vec::new();
            for id in values.containing(&part_refs, 50) {
                let entry = values.entry(id);
                let total = entry.key.split(' ').count().max(1) as f32;
                let share = (parts.len() as f32 / total).min(1.0);
                // "Alpenwerk" for 'Alpenwerk GmbH': the name without its legal form is the name.
                let key_words: Vec<&str> = entry.key.split(' ').collect();
                let without_legal_form = key_words.len() > parts.len()
                    && key_words[..parts.len()] == part_refs[..]
                    && key_words[parts.len()..]
                        .iter()
                        .all(|w| clarisql_text::is_legal_form(w));
                let (score, how) = if without_legal_form {
                    (0.95, ValueMatch::Exact)
                } else {
                    (0.45 + 0.35 * share, ValueMatch::Partial)
                };
                for loc in values.locations_in(id, self.db) {
                    cands.push(ValueCandidate {
                        column: loc.column,
                        value: loc.value.clone(),
                        score,
                        how,
                    });
                }
            }
            let key = join_key(&part_refs);
            if cands.is_empty() {
                let edits = allowed_edits(key.chars().count());
                if edits > 0 {
                    for (id, d) in values.fuzzy(&key, edits, 10) {
                        for loc in values.locations_in(id, self.db) {
                            let score = if d == 1 { 0.7 } else { 0.55 };
                            cands.push(ValueCandidate {
                                column: loc.column,
                                value: loc.value.clone(),
                                score,
                                how: ValueMatch::Fuzzy(d),
                            });
                        }
                    }
                }
            }
            out.extend(best_values(start, end, cands));
        }
        // "male people" -> `is_male` = 'T', "insured drivers" -> `is_insured` = 'Y': a
        // word that a yes/no column is named after (less its "is", "has", "on") is that
        // column's yes. Before the noun it qualifies ("male people") the word is the yes, above
        // the column's own name, and so it is after "on" or "has" ("workers on leave"); alone
        // ("is male") it may be the column.
        self.coded_value_links(tokens, &mut out, |i, t, col| {
            if t.kind != TokenKind::Word || is_stopword(&t.norm) || col.profile.distinct != 2 {
                return None;
            }
            let yes = yes_of_flag(&col.profile.values)?;
            let words = clarisql_text::identifier_words(&col.name);
            let [flag, word] = words.as_slice() else {
                return None;
            };
            if !matches!(flag.as_str(), "is" | "has" | "on" | "was")
                || clarisql_text::stem(word) != t.stem
            {
                return None;
            }
            let modifier = tokens
                .get(i + 1)
                .is_some_and(|n| n.kind == TokenKind::Word && !is_stopword(&n.norm));
            // "workers on leave", "has insurance": the column's own phrase, its flag word
            // included, says yes (after "is" the words may still be the column's name).
            let own_phrase =
                i > 0 && matches!(flag.as_str(), "on" | "has") && tokens[i - 1].norm == *flag;
            Some((
                yes.to_string(),
                if modifier || own_phrase { 1.15 } else { 0.8 },
            ))
        });
        // "female" -> 'F' in a small category column.
        self.coded_value_links(tokens, &mut out, |_, t, col| {
            let letter = code_letter(&t.norm)?;
            if col.profile.distinct > 6 || col.profile.distinct == 0 {
                return None;
            }
            col.profile
                .values
                .iter()
                .find(|v| v.chars().count() == 1 && v.to_lowercase().starts_with(letter))
                .map(|v| (v.clone(), 0.75))
        });
        out
    }
}

impl Linker<'_> {
    /// One-word links to values a column codes ('F' for "female", 'T' of `is_male` for
    /// "male"): `pick` says, for a question word and a text column of the database, the stored
    /// value it stands for and the score; a span already linked to a value is left alone.
    fn coded_value_links(
        &self,
        tokens: &[Token],
        out: &mut Vec<Link>,
        pick: impl Fn(usize, &Token, &clarisql_lake::Column) -> Option<(String, f32)>,
    ) {
        let text_columns: Vec<(ColumnId, &clarisql_lake::Column)> = self
            .lake
            .all_tables()
            .filter(|(tid, _)| tid.db == self.db)
            .flat_map(|(tid, table)| {
                table
                    .columns
                    .iter()
                    .enumerate()
                    .filter(|(_, col)| col.kind == ColumnKind::Text)
                    .map(move |(c, col)| (tid.column(c), col))
            })
            .collect();
        for (i, t) in tokens.iter().enumerate() {
            let mut cands = Vec::new();
            for &(column, col) in &text_columns {
                if let Some((value, score)) = pick(i, t, col) {
                    cands.push(ValueCandidate {
                        column,
                        value,
                        score,
                        how: ValueMatch::Prefix,
                    });
                }
            }
            let score = cands.iter().map(|c| c.score).fold(0.0, f32::max);
            if !cands.is_empty() && !out.iter().any(|l| l.start == i && l.end == i + 1) {
                out.push(Link {
                    start: i,
                    end: i + 1,
                    score,
                    kind: LinkKind::Value(cands),
                    whole_name: false,
                });
            }
        }
    }
}

/// Numbers written as digits or words.
pub fn number_links(tokens: &[Token]) -> Vec<Link> {
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        // "over 2k", "a 1.5k budget": thousands written with a "k", as one word or two.
        if let Some(n) = thousands(tokens, i) {
            let end = if t.kind == TokenKind::Number {
                i + 2
            } else {
                i + 1
            };
            out.push(Link {
                start: i,
                end,
                score: 1.0,
                kind: LinkKind::Number(n),
                whole_name: false,
            });
            continue;
        }
        let n = match t.kind {
            TokenKind::Number => t.number(),
            TokenKind::Word | TokenKind::Cjk => number_word(&t.norm),
            _ => None,
        };
        if n.is_some() && pro_form_one(tokens, i) {
            continue;
        }
        if let Some(n) = n {
            let score = if t.kind == TokenKind::Number {
                1.0
            } else {
                0.6
            };
            out.push(Link {
                start: i,
                end: i + 1,
                score,
                kind: LinkKind::Number(n),
                whole_name: false,
            });
        }
    }
    out
}

/// "which one of those costs the most", "that one", "the cheapest one": "one" standing for a
/// thing, not the number 1.
fn pro_form_one(tokens: &[Token], i: usize) -> bool {
    tokens[i].norm == "one"
        && (i.checked_sub(1).is_some_and(|p| {
            matches!(
                tokens[p].norm.as_str(),
                "which" | "that" | "this" | "the" | "each" | "every" | "any" | "other" | "same"
            ) || (tokens[p].norm.ends_with("est") && tokens[p].norm != "least")
        }) || (tokens.get(i + 1).is_some_and(|n| n.norm == "of")
            && tokens.get(i + 2).is_some_and(|n| {
                matches!(n.norm.as_str(), "those" | "these" | "them" | "the" | "our")
            })))
}

/// "never did a single shift", "every single order": "single" after "every", or after "a" in a
/// negated clause, only stresses the noun after it; it is no value or number (which would read
/// "exactly one"), unless the noun's own table stores the word ("never booked a single room" of
/// a room type).
fn stresses_the_noun(tokens: &[Token], links: &[Link], i: usize) -> bool {
    if i == 0 || tokens[i].norm != "single" {
        return false;
    }
    let negated = || {
        tokens[..i - 1]
            .iter()
            .rev()
            .take_while(|t| t.kind != TokenKind::Punct)
            .any(|t| crate::cues::is_negation_word(&t.norm))
    };
    let stressing = match tokens[i - 1].norm.as_str() {
        "every" | "each" => true,
        "a" | "an" | "one" => negated(),
        _ => false,
    };
    let noun_tables: Vec<TableId> = links
        .iter()
        .filter(|l| l.start == i + 1)
        .flat_map(|l| match &l.kind {
            LinkKind::Schema(m) => m.iter().map(|m| m.element.table()).collect(),
            _ => Vec::new(),
        })
        .collect();
    let stored_there = links.iter().any(|l| {
        l.start == i
            && matches!(&l.kind, LinkKind::Value(v)
                if v.iter().any(|c| noun_tables.contains(&c.column.table)))
    });
    stressing && !stored_there
}

/// A number of thousands written with a "k" at token `i`: "2k" as one word, or "2" right
/// before a "k".
fn thousands(tokens: &[Token], i: usize) -> Option<f64> {
    let t = &tokens[i];
    let n: f64 = match t.kind {
        TokenKind::Word => t.norm.strip_suffix('k')?.parse().ok()?,
        TokenKind::Number => {
            let k = tokens.get(i + 1)?;
            (k.norm == "k" && k.start == t.end).then_some(())?;
            t.number()?
        }
        _ => return None,
    };
    Some(n * 1000.0)
}

/// The first word of a sentence (after any punctuation): where commands like "List" stand.
fn opens_sentence(tokens: &[Token], i: usize) -> bool {
    i == 0 || tokens[i - 1].kind == TokenKind::Punct
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(question: &str) -> Vec<f64> {
        number_links(&clarisql_text::tokenize(question))
            .iter()
            .filter_map(|l| match l.kind {
                LinkKind::Number(n) => Some(n),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn one_standing_for_a_thing_is_no_number() {
        assert!(numbers("which one of those costs the most").is_empty());
        assert!(numbers("and the cheapest one?").is_empty());
        assert!(numbers("is he one of the guest artists?").is_empty());
        assert_eq!(numbers("clients with at least one booking"), [1.0]);
        assert_eq!(numbers("rooms for one guest"), [1.0]);
    }
}
