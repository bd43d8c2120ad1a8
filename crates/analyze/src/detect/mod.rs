//! Detectors: each looks at the question's relation to the data — its units, its reading, the
//! values and keys that exist — and adds findings in the taxonomy. None looks for example
//! questions: the signal is always a word that is, or is not, grounded in the lake, or a
//! structure the data makes ambiguous (a many-to-many link, a coordination of values).
//!
//! A new category is a new [`Detector`] in this list.

mod attributes;
mod request;
mod structure;
mod values;

pub use values::nearest_values;

use crate::interpret::{Context, Interpretation};
use crate::segment::Unit;

/// One kind of issue.
pub trait Detector: Sync {
    /// The taxonomy categories this detector can report.
    fn name(&self) -> &'static str;
    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation);
}

struct Values;
impl Detector for Values {
    fn name(&self) -> &'static str {
        "ValueNotFound"
    }
    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        values::value_not_found(ctx, units, reading);
    }
}

/// The detectors, in the order they run: names first (a capitalised unknown word is a value, not
/// a column), then requests, attributes and structures.
pub fn detectors() -> &'static [&'static dyn Detector] {
    &[
        &Values,
        &request::OutOfScope,
        &attributes::UnknownAttribute,
        &attributes::TypeToken,
        &attributes::VagueIntent,
        &structure::QuantifierScope,
        &structure::Attachment,
    ]
}

/// Runs every detector on one reading.
pub fn detect(ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
    for d in detectors() {
        d.detect(ctx, units, reading);
    }
}

/// True when a finding already covers token range `[start, end)` (char spans compared).
fn covered(ctx: &Context, reading: &Interpretation, start: usize, end: usize) -> bool {
    let s = clarisql_text::char_offset(ctx.text, ctx.tokens[start].start);
    let e = clarisql_text::char_offset(ctx.text, ctx.tokens[end - 1].end);
    reading
        .findings
        .iter()
        .any(|f| f.span.0 <= s && f.span.1 >= e && f.span != (0, 0))
}

/// A word right before a determiner is a verb ("which director *made* the most movies",
/// "who *won* a medal"): English nouns in questions are not followed by one.
pub fn before_determiner(tokens: &[clarisql_text::Token], end: usize) -> bool {
    tokens.get(end).is_some_and(|t| {
        matches!(
            t.norm.as_str(),
            "the" | "a" | "an" | "most" | "more" | "fewest" | "least" | "any" | "some" | "every"
        )
    })
}
