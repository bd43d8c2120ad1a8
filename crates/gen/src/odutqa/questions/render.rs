//! Filling a frame ("What was the {M} of {E}{S}?") with pieces of text and slots, keeping the
//! byte span of every slot so the BIO tags are derived from how the question was built.

use crate::odutqa::tokens::SlotSpan;
use std::collections::BTreeMap;

/// A piece of a question: plain text, or a slot value with its slot type.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Piece {
    Text(String),
    Slot(String, &'static str),
}

pub(crate) fn text(s: &str) -> Piece {
    Piece::Text(s.to_string())
}

pub(crate) fn slot(s: &str, kind: &'static str) -> Piece {
    Piece::Slot(s.to_string(), kind)
}

/// What each `{NAME}` of a frame becomes.
pub(crate) type Fills = BTreeMap<&'static str, Vec<Piece>>;

/// A question being built: its text and slot spans.
#[derive(Debug, Default, Clone)]
pub(crate) struct Utterance {
    pub text: String,
    pub slots: Vec<SlotSpan>,
}

impl Utterance {
    /// Appends text, dropping a space that would double another or precede punctuation
    /// (frames write `{S}` with its own leading space, which may be empty).
    pub fn push_text(&mut self, s: &str) {
        for c in s.chars() {
            if c == ' ' && (self.text.is_empty() || self.text.ends_with(' ')) {
                continue;
            }
            if matches!(c, ',' | '.' | '?' | '!') && self.text.ends_with(' ') {
                self.text.pop();
            }
            self.text.push(c);
        }
    }

    pub fn push_slot(&mut self, value: &str, kind: &'static str) {
        let start = self.text.len();
        self.text.push_str(value);
        self.slots.push(SlotSpan {
            start,
            end: self.text.len(),
            slot: kind,
        });
    }

    pub fn push(&mut self, piece: &Piece) {
        match piece {
            Piece::Text(t) => self.push_text(t),
            Piece::Slot(v, k) => self.push_slot(v, k),
        }
    }

    /// Appends `frame` with its placeholders filled; an unknown placeholder is a template bug.
    pub fn render(&mut self, frame: &str, fills: &Fills) -> Result<(), String> {
        let mut rest = frame;
        while let Some(open) = rest.find('{') {
            self.push_text(&rest[..open]);
            let after = &rest[open + 1..];
            let close = after
                .find('}')
                .ok_or_else(|| format!("unclosed placeholder in frame \"{frame}\""))?;
            let name = &after[..close];
            let pieces = fills
                .get(name)
                .ok_or_else(|| format!("frame \"{frame}\" needs {{{name}}}"))?;
            for p in pieces {
                self.push(p);
            }
            rest = &after[close + 1..];
        }
        self.push_text(rest);
        Ok(())
    }

    /// Ends the question: no trailing space.
    pub fn finish(mut self) -> Utterance {
        while self.text.ends_with(' ') {
            self.text.pop();
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_frames_and_tracks_slots() {
        let mut fills = Fills::new();
        fills.insert("E", vec![slot("Huayue Binjiang Garden", "community")]);
        fills.insert("S", vec![]);
        let mut u = Utterance::default();
        u.render("What is the plot ratio of {E}{S} ?", &fills)
            .unwrap();
        let u = u.finish();
        assert_eq!(u.text, "What is the plot ratio of Huayue Binjiang Garden?");
        let s = &u.slots[0];
        assert_eq!(&u.text[s.start..s.end], "Huayue Binjiang Garden");
        assert!(u.render_err_for_unknown());
    }

    impl Utterance {
        fn render_err_for_unknown(&self) -> bool {
            Utterance::default().render("{X}", &Fills::new()).is_err()
        }
    }
}
