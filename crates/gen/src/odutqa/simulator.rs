//! The simulated user of ODUTQA-MDC (paper §3.4, A.5): it answers a clarification question
//! only when the system detected the right issue, with the gold value from the record.
//!
//! - Gating: a gold clarification is revealed only when a detected label matches its gold
//!   label (SELECT: the intent was flagged as underspecified; FROM: a detected scope triple
//!   equals one of the gold triples; WHERE: a detected condition triple equals the gold one).
//!   Matching is per issue, so a detection that finds one of two scope issues gets that one.
//!   Nothing matched: a fixed refusal ([`REFUSAL_EN`] / [`REFUSAL_ZH`]).
//! - Fixed mode: one template sentence per revealed value ("The correct district is Conghua
//!   District." / "正确的区域是从化区。").
//! - Dynamic mode: the template is paraphrased by a [`Paraphraser`]; a paraphrase that lost the
//!   value verbatim is retried (up to [`MAX_RETRIES`] attempts), then the template is used.
//!
//! Deterministic: the same seed, record and detection give the same reply, in any call order.
//!
//! ```
//! use clarisql_gen::odutqa::simulator::{Detected, Mode, SimulatedUser};
//! # fn demo(record: &clarisql_gen::odutqa::Record) {
//! let user = SimulatedUser::new(Mode::Dynamic, 7);
//! let reply = user.reply(record, &Detected::Select { intent_underspecified: true });
//! println!("{}", reply.text);
//! # }
//! ```

use super::record::{
    Clause, ConditionTriple, GoldClarification, GoldIssue, Record, ScopeIssue, ScopeTriple,
};
use super::Lang;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Attempts a dynamic reply gets before falling back to the template (the paper uses 5).
pub const MAX_RETRIES: u32 = 5;
pub const REFUSAL_EN: &str = "Sorry, I can't help with that.";
pub const REFUSAL_ZH: &str = "抱歉，这个我帮不上忙。";

/// Template sentences only, or paraphrased ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Fixed,
    Dynamic,
}

/// What the system detected for one clause, in the record's label format.
#[derive(Debug, Clone, PartialEq)]
pub enum Detected {
    Select { intent_underspecified: bool },
    From(Vec<ScopeTriple>),
    Where(Vec<ConditionTriple>),
}

/// What kind of clarification a sentence gives (paraphrasers phrase each differently).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClarificationKind {
    /// The column a vague intent meant.
    Intent,
    /// A scope slot that was left out.
    Missing,
    /// A scope slot that was misspelt.
    Misspelt,
    /// A scope slot that did not go with the other.
    Mismatched,
    /// The full form of a shortened value.
    FullName,
}

/// How the reply was produced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReplySource {
    /// No detected label matched: the fixed refusal.
    Refusal,
    /// Fixed mode: template sentences.
    Template,
    /// Dynamic mode: every sentence is a paraphrase; `attempts` is the most any one needed.
    Paraphrase { attempts: u32 },
    /// Dynamic mode, but at least one paraphrase lost its value [`MAX_RETRIES`] times and the
    /// template was used for it.
    TemplateFallback { attempts: u32 },
}

/// The simulated user's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub text: String,
    /// The gold clarifications this reply reveals (empty for a refusal).
    pub revealed: Vec<GoldClarification>,
    pub source: ReplySource,
}

/// One sentence to paraphrase.
#[derive(Debug, Clone)]
pub struct ParaphraseRequest<'a> {
    /// The template sentence.
    pub sentence: &'a str,
    /// The value that must survive verbatim.
    pub key: &'a str,
    /// What the value is ("District", "Project Name", "Column Name").
    pub value_type: &'a str,
    pub kind: ClarificationKind,
    pub lang: Lang,
    /// Differs per attempt; a deterministic paraphraser derives its choices from it.
    pub seed: u64,
}

/// Rewrites a clarification sentence; an LLM client can implement this.
pub trait Paraphraser {
    /// A paraphrase of `request.sentence`, or None when none could be made.
    fn paraphrase(&self, request: &ParaphraseRequest<'_>) -> Option<String>;
}

/// The simulated user.
pub struct SimulatedUser<P: Paraphraser = RuleParaphraser> {
    mode: Mode,
    seed: u64,
    paraphraser: P,
}

impl SimulatedUser<RuleParaphraser> {
    /// A user with the built-in, offline paraphraser.
    pub fn new(mode: Mode, seed: u64) -> Self {
        SimulatedUser {
            mode,
            seed,
            paraphraser: RuleParaphraser,
        }
    }
}

impl<P: Paraphraser> SimulatedUser<P> {
    pub fn with_paraphraser(mode: Mode, seed: u64, paraphraser: P) -> Self {
        SimulatedUser {
            mode,
            seed,
            paraphraser,
        }
    }

    /// The paraphraser in use (dynamic mode).
    pub fn paraphraser(&self) -> &P {
        &self.paraphraser
    }

    /// Answers a clarification question asked because the system detected `detected`.
    pub fn reply(&self, record: &Record, detected: &Detected) -> Reply {
        let revealed: Vec<GoldClarification> = record
            .gold_clarifications
            .iter()
            .filter(|g| matches(g, detected))
            .cloned()
            .collect();
        let lang = record.lang;
        if revealed.is_empty() {
            let text = match lang {
                Lang::En => REFUSAL_EN,
                Lang::Zh => REFUSAL_ZH,
            };
            return Reply {
                text: text.to_string(),
                revealed,
                source: ReplySource::Refusal,
            };
        }
        let mut sentences = Vec::new();
        let mut most_attempts = 0;
        let mut fell_back = false;
        for g in &revealed {
            let kind = kind_of(g);
            let template = template_sentence(g, lang);
            if self.mode == Mode::Fixed {
                sentences.push(template);
                continue;
            }
            let mut chosen = None;
            for attempt in 1..=MAX_RETRIES {
                most_attempts = most_attempts.max(attempt);
                let request = ParaphraseRequest {
                    sentence: &template,
                    key: &g.value,
                    value_type: &g.value_type,
                    kind,
                    lang,
                    seed: mix(&[
                        &self.seed.to_le_bytes(),
                        record.id.as_bytes(),
                        g.value.as_bytes(),
                        &[attempt as u8],
                    ]),
                };
                if let Some(p) = self.paraphraser.paraphrase(&request) {
                    if p.contains(&g.value) {
                        chosen = Some(p);
                        break;
                    }
                }
            }
            match chosen {
                Some(p) => sentences.push(p),
                None => {
                    fell_back = true;
                    sentences.push(template);
                }
            }
        }
        let joiner = if lang == Lang::En { " " } else { "" };
        let source = match (self.mode, fell_back) {
            (Mode::Fixed, _) => ReplySource::Template,
            (Mode::Dynamic, false) => ReplySource::Paraphrase {
                attempts: most_attempts,
            },
            (Mode::Dynamic, true) => ReplySource::TemplateFallback {
                attempts: most_attempts,
            },
        };
        Reply {
            text: sentences.join(joiner),
            revealed,
            source,
        }
    }
}

/// The fixed template: "The correct district is Conghua District." / "正确的区域是从化区。"
pub fn template_sentence(g: &GoldClarification, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "The correct {} is {}.",
            g.value_type.to_lowercase(),
            g.value
        ),
        Lang::Zh => format!("正确的{}是{}。", g.value_type, g.value),
    }
}

fn kind_of(g: &GoldClarification) -> ClarificationKind {
    match &g.issue {
        GoldIssue::Select => ClarificationKind::Intent,
        GoldIssue::Where { .. } => ClarificationKind::FullName,
        GoldIssue::From { triples } => match triples.first().map(|t| t.2) {
            Some(ScopeIssue::Error) => ClarificationKind::Misspelt,
            Some(ScopeIssue::Unmatch) => ClarificationKind::Mismatched,
            _ => ClarificationKind::Missing,
        },
    }
}

/// Case-, space- and unit-insensitive form of a label field ("Land Area (m²)" = "land area").
fn norm(s: &str) -> String {
    let s = s
        .split(" (")
        .next()
        .unwrap_or(s)
        .split('(')
        .next()
        .unwrap_or(s);
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn scope_matches(detected: &ScopeTriple, gold: &ScopeTriple) -> bool {
    detected.2 == gold.2
        && norm(&detected.1) == norm(&gold.1)
        && (gold.2 == ScopeIssue::Missing || norm(&detected.0) == norm(&gold.0))
}

/// True when `detected` is the issue `gold` resolves.
pub fn matches(gold: &GoldClarification, detected: &Detected) -> bool {
    match (&gold.issue, detected) {
        (
            GoldIssue::Select,
            Detected::Select {
                intent_underspecified,
            },
        ) => *intent_underspecified,
        (GoldIssue::From { triples }, Detected::From(found)) => found
            .iter()
            .any(|d| triples.iter().any(|g| scope_matches(d, g))),
        (GoldIssue::Where { triple }, Detected::Where(found)) => found
            .iter()
            .any(|d| norm(&d.0) == norm(&triple.0) && norm(&d.1) == norm(&triple.1)),
        _ => false,
    }
}

/// The clause a detection is about.
pub fn clause_of(detected: &Detected) -> Clause {
    match detected {
        Detected::Select { .. } => Clause::Select,
        Detected::From(_) => Clause::From,
        Detected::Where(_) => Clause::Where,
    }
}

/// FNV-1a over the parts: a stable seed (unlike std's hasher, fixed across Rust versions).
fn mix(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.iter().chain([0xffu8].iter()) {
            h ^= *b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

/// An offline paraphraser: sentence frames with the value first or last, politeness fillers
/// before and after. It never drops the value, but the simulator checks anyway.
#[derive(Debug, Clone, Copy, Default)]
pub struct RuleParaphraser;

const EN_INTENT: &[&str] = &[
    "I want to know the {v}.",
    "What I'm after is the {v}.",
    "Specifically, the {v}.",
    "I'm interested in its {v}.",
    "The {v} is what I meant.",
];
const EN_MISSING: &[&str] = &[
    "I forgot to mention the {t}: it's {v}.",
    "{v} is the {t} I meant.",
    "Sorry, I left out the {t}. It's {v}.",
    "The {t}? That would be {v}.",
    "I'm asking about {v}.",
];
const EN_MISSPELT: &[&str] = &[
    "Sorry, typo on my part: it's {v}.",
    "I misspelled it, I meant {v}.",
    "It should be {v}, my mistake.",
    "{v}, sorry about the spelling.",
];
const EN_MISMATCHED: &[&str] = &[
    "Sorry, I mixed things up: the {t} is {v}.",
    "My mistake, it's {v}.",
    "I got the {t} wrong, it should be {v}.",
    "Let me correct that: {v} is the right {t}.",
];
const EN_FULL: &[&str] = &[
    "I meant the full name, {v}.",
    "Its full name is {v}.",
    "Sorry, I mean {v}.",
    "{v} is the one I mean.",
    "The full {t} is {v}.",
];
const EN_BEFORE: &[&str] = &["", "", "Well, ", "Ah, ", "Right, ", "Hmm, ", "Oh, "];
const EN_AFTER: &[&str] = &["", "", " Thanks!", " Thank you.", " Hope that helps."];

const ZH_INTENT: &[&str] = &[
    "我想知道的是{v}。",
    "我关心的是{v}。",
    "具体是问{v}。",
    "想查一下{v}。",
    "{v}，就是这个。",
];
const ZH_MISSING: &[&str] = &[
    "忘了说{t}，是{v}。",
    "我问的是{v}。",
    "{t}是{v}，刚才漏掉了。",
    "补充一下，{t}是{v}。",
];
const ZH_MISSPELT: &[&str] = &[
    "不好意思打错了，是{v}。",
    "应该是{v}，刚才写错字了。",
    "我想说的是{v}。",
    "写错了，正确的是{v}。",
];
const ZH_MISMATCHED: &[&str] = &[
    "不好意思搞混了，{t}应该是{v}。",
    "我说错了，是{v}。",
    "{t}记错了，是{v}才对。",
];
const ZH_FULL: &[&str] = &[
    "我说的是{v}，这是全称。",
    "全称是{v}。",
    "就是{v}。",
    "我指的是{v}。",
];
const ZH_BEFORE: &[&str] = &["", "", "嗯，", "啊，", "那个，"];
const ZH_AFTER: &[&str] = &["", "", "谢谢！", "麻烦了。"];

impl Paraphraser for RuleParaphraser {
    fn paraphrase(&self, r: &ParaphraseRequest<'_>) -> Option<String> {
        let mut rng = ChaCha8Rng::seed_from_u64(r.seed);
        let (frames, before, after) = match (r.lang, r.kind) {
            (Lang::En, ClarificationKind::Intent) => (EN_INTENT, EN_BEFORE, EN_AFTER),
            (Lang::En, ClarificationKind::Missing) => (EN_MISSING, EN_BEFORE, EN_AFTER),
            (Lang::En, ClarificationKind::Misspelt) => (EN_MISSPELT, EN_BEFORE, EN_AFTER),
            (Lang::En, ClarificationKind::Mismatched) => (EN_MISMATCHED, EN_BEFORE, EN_AFTER),
            (Lang::En, ClarificationKind::FullName) => (EN_FULL, EN_BEFORE, EN_AFTER),
            (Lang::Zh, ClarificationKind::Intent) => (ZH_INTENT, ZH_BEFORE, ZH_AFTER),
            (Lang::Zh, ClarificationKind::Missing) => (ZH_MISSING, ZH_BEFORE, ZH_AFTER),
            (Lang::Zh, ClarificationKind::Misspelt) => (ZH_MISSPELT, ZH_BEFORE, ZH_AFTER),
            (Lang::Zh, ClarificationKind::Mismatched) => (ZH_MISMATCHED, ZH_BEFORE, ZH_AFTER),
            (Lang::Zh, ClarificationKind::FullName) => (ZH_FULL, ZH_BEFORE, ZH_AFTER),
        };
        let frame = frames.choose(&mut rng)?;
        let value_type = match r.lang {
            Lang::En => r.value_type.to_lowercase(),
            Lang::Zh => r.value_type.to_string(),
        };
        let body = frame.replace("{t}", &value_type).replace("{v}", r.key);
        let prefix = *before.choose(&mut rng)?;
        let suffix = *after.choose(&mut rng)?;
        // A filler in front of an English sentence lowers its first letter, unless it begins
        // with the value (a proper name keeps its capital).
        let body = if !prefix.is_empty() && r.lang == Lang::En && !frame.starts_with("{v}") {
            let mut chars = body.chars();
            match chars.next() {
                Some(c) if !body.starts_with("I ") && !body.starts_with("I'") => {
                    c.to_lowercase().collect::<String>() + chars.as_str()
                }
                _ => body,
            }
        } else {
            body
        };
        Some(format!("{prefix}{body}{suffix}"))
    }
}
