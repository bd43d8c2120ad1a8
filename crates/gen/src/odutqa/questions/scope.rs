//! Value edits and omissions that make a question underspecified, each recording its labels as
//! it is made: scope (city, district, year) left out, misspelt or mismatched (FROM), and long
//! names replaced by their short forms (WHERE).

use super::render::{slot, text, Piece};
use super::{Ctx, Labels};
use crate::odutqa::gazetteer::homophone;
use crate::odutqa::lake::{city_name, district_name, Place, YEARS};
use crate::odutqa::record::{
    Clause, ConditionIssue, ConditionTriple, GoldClarification, GoldIssue, ScopeIssue, ScopeTriple,
};
use crate::odutqa::Lang;
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// What to do to the city–district scope of one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PlaceIssue {
    MissingCity,
    MissingDistrict,
    MissingBoth,
    ErrorCity,
    ErrorDistrict,
    /// The city is replaced by another city of the lake.
    UnmatchCity,
    /// The district is replaced by a district of another city.
    UnmatchDistrict,
}

impl PlaceIssue {
    pub fn sample(rng: &mut ChaCha8Rng) -> PlaceIssue {
        let weighted = [
            (PlaceIssue::MissingCity, 15),
            (PlaceIssue::MissingDistrict, 25),
            (PlaceIssue::MissingBoth, 5),
            (PlaceIssue::ErrorCity, 10),
            (PlaceIssue::ErrorDistrict, 20),
            (PlaceIssue::UnmatchCity, 15),
            (PlaceIssue::UnmatchDistrict, 10),
        ];
        let total: u32 = weighted.iter().map(|w| w.1).sum();
        let mut r = rng.random_range(0..total);
        for (issue, w) in weighted {
            if r < w {
                return issue;
            }
            r -= w;
        }
        PlaceIssue::MissingDistrict
    }
}

pub(crate) fn slot_type_city(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "City",
        Lang::Zh => "城市",
    }
}

pub(crate) fn slot_type_district(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "District",
        Lang::Zh => "区域",
    }
}

pub(crate) fn slot_type_year(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Year",
        Lang::Zh => "年份",
    }
}

/// How a city is written in a question: Chinese questions often drop 市.
fn city_as_written(city: usize, lang: Lang, rng: &mut ChaCha8Rng) -> String {
    let name = city_name(city, lang);
    if lang == Lang::Zh && rng.random_bool(0.3) {
        name.trim_end_matches('市').to_string()
    } else {
        name
    }
}

/// The scope of one district table as the question writes it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PlaceMention {
    pub city: Option<String>,
    pub district: Option<String>,
}

impl PlaceMention {
    /// The scope phrase: English with its leading " in ", Chinese as a prefix of the entity
    /// (optionally with 的 when `allow_de`).
    pub fn pieces(&self, lang: Lang, allow_de: bool, rng: &mut ChaCha8Rng) -> Vec<Piece> {
        let mut out = Vec::new();
        match lang {
            Lang::En => match (&self.city, &self.district) {
                (Some(c), Some(d)) => {
                    out.push(text(" in "));
                    out.push(slot(d, "district"));
                    out.push(text(if rng.random_bool(0.7) { ", " } else { " of " }));
                    out.push(slot(c, "city"));
                }
                (Some(c), None) => {
                    out.push(text(" in "));
                    out.push(slot(c, "city"));
                }
                (None, Some(d)) => {
                    out.push(text(" in "));
                    out.push(slot(d, "district"));
                }
                (None, None) => {}
            },
            Lang::Zh => {
                match (&self.city, &self.district) {
                    (Some(c), Some(d)) => {
                        out.push(slot(c, "city"));
                        if allow_de && rng.random_bool(0.2) {
                            out.push(text("的"));
                        }
                        out.push(slot(d, "district"));
                    }
                    (Some(c), None) => out.push(slot(c, "city")),
                    (None, Some(d)) => out.push(slot(d, "district")),
                    (None, None) => return out,
                }
                if allow_de && rng.random_bool(0.4) && !matches!(out.last(), Some(Piece::Text(_))) {
                    out.push(text("的"));
                }
            }
        }
        out
    }
}

/// A year scope as the question writes it (None when left out).
pub(crate) fn year_pieces(year: Option<&str>, lang: Lang, rng: &mut ChaCha8Rng) -> Vec<Piece> {
    match (year, lang) {
        (None, _) => Vec::new(),
        (Some(y), Lang::En) => {
            let prep = *[" in ", " in ", " for ", " during "]
                .choose(rng)
                .unwrap_or(&" in ");
            vec![text(prep), slot(y, "year")]
        }
        (Some(y), Lang::Zh) => vec![slot(y, "year"), text("年")],
    }
}

/// Misspells an English name by one keyboard-style edit, keeping its first letter.
fn typo_en(word: &str, rng: &mut ChaCha8Rng) -> String {
    let chars: Vec<char> = word.chars().collect();
    let letters: Vec<usize> = (1..chars.len())
        .filter(|&i| chars[i].is_ascii_alphabetic())
        .collect();
    let Some(&i) = letters.choose(rng) else {
        return format!("{word}{word}");
    };
    let mut out = chars.clone();
    match rng.random_range(0..4) {
        0 if i + 1 < chars.len()
            && chars[i + 1].is_ascii_alphabetic()
            && chars[i] != chars[i + 1] =>
        {
            out.swap(i, i + 1)
        }
        1 if chars.len() > 4 => {
            out.remove(i);
        }
        2 => out.insert(i, chars[i]),
        _ => {
            let vowels = ['a', 'e', 'i', 'o', 'u'];
            let c = chars[i].to_ascii_lowercase();
            let replacement = if vowels.contains(&c) {
                *vowels
                    .iter()
                    .filter(|v| **v != c)
                    .collect::<Vec<_>>()
                    .choose(rng)
                    .copied()
                    .unwrap_or(&'a')
            } else {
                *['r', 'n', 'g', 'h', 'd']
                    .iter()
                    .filter(|v| **v != c)
                    .collect::<Vec<_>>()
                    .choose(rng)
                    .copied()
                    .unwrap_or(&'n')
            };
            out[i] = replacement;
        }
    }
    out.into_iter().collect()
}

/// Misspells a Chinese name with a near-homophone (what a pinyin IME produces), keeping the
/// trailing 市 or 区.
fn typo_zh(word: &str, rng: &mut ChaCha8Rng) -> Option<String> {
    let chars: Vec<char> = word.chars().collect();
    let body = if matches!(chars.last(), Some('市') | Some('区')) {
        chars.len() - 1
    } else {
        chars.len()
    };
    let candidates: Vec<usize> = (0..body)
        .filter(|&i| homophone(chars[i]).is_some())
        .collect();
    let &i = candidates.choose(rng)?;
    let mut out = chars.clone();
    out[i] = homophone(chars[i])?;
    Some(out.into_iter().collect())
}

/// A misspelling of a year that names no table (digits swapped or off by one).
fn typo_year(year: u16, rng: &mut ChaCha8Rng) -> Option<String> {
    let digits: Vec<char> = year.to_string().chars().collect();
    let mut candidates = Vec::new();
    for i in 0..digits.len() - 1 {
        let mut d = digits.clone();
        d.swap(i, i + 1);
        candidates.push(d.into_iter().collect::<String>());
    }
    for i in 2..digits.len() {
        for delta in [1i32, -1] {
            let mut d = digits.clone();
            let v = d[i].to_digit(10).unwrap_or(0) as i32 + delta;
            if (0..=9).contains(&v) {
                d[i] = char::from_digit(v as u32, 10).unwrap_or('0');
                candidates.push(d.into_iter().collect::<String>());
            }
        }
    }
    candidates.retain(|c| {
        c.parse::<u16>()
            .map(|y| !YEARS.contains(&y))
            .unwrap_or(false)
            && !c.starts_with('0')
    });
    candidates.sort();
    candidates.dedup();
    candidates.choose(rng).cloned()
}

impl Ctx<'_> {
    /// A misspelling of `written` that is found in no caption and is no known name.
    fn misspell(&self, written: &str, stem_only: bool, rng: &mut ChaCha8Rng) -> Option<String> {
        for _ in 0..12 {
            let candidate = match self.lang {
                Lang::En if stem_only => {
                    let (stem, rest) = written.split_once(' ').unwrap_or((written, ""));
                    let t = typo_en(stem, rng);
                    if rest.is_empty() {
                        t
                    } else {
                        format!("{t} {rest}")
                    }
                }
                Lang::En => typo_en(written, rng),
                Lang::Zh => typo_zh(written, rng)?,
            };
            if candidate != written && self.is_unknown_scope(&candidate) {
                return Some(candidate);
            }
        }
        None
    }

    /// True when `text` would match no table caption (the paper's slot search finds nothing).
    pub fn is_unknown_scope(&self, text: &str) -> bool {
        let needle = text.to_lowercase();
        let stem = needle
            .trim_end_matches(" district")
            .trim_end_matches('区')
            .trim_end_matches('市');
        !self
            .captions_lower
            .iter()
            .any(|c| c.contains(&needle) || (!stem.is_empty() && c.contains(stem)))
    }

    /// Writes the scope of `place` into the question, possibly underspecified, and records the
    /// labels. `avoid_cities`/`avoid_districts` are the other scopes of the same question, which
    /// an Unmatch must not borrow (it would make the label ambiguous).
    pub fn place_mention(
        &self,
        place: Place,
        kind_places: &[Place],
        issue: Option<PlaceIssue>,
        avoid: &[Place],
        labels: &mut Labels,
        rng: &mut ChaCha8Rng,
    ) -> Option<PlaceMention> {
        let lang = self.lang;
        let city = city_as_written(place.city, lang, rng);
        let district = district_name(place, lang);
        let city_type = slot_type_city(lang).to_string();
        let district_type = slot_type_district(lang).to_string();
        let canonical_city = city_name(place.city, lang);
        let Some(issue) = issue else {
            return Some(PlaceMention {
                city: Some(city),
                district: Some(district),
            });
        };
        let missing = |content: &str, t: &str| {
            ScopeTriple(content.to_string(), t.to_string(), ScopeIssue::Missing)
        };
        let mention = match issue {
            PlaceIssue::MissingCity => {
                labels.add_from(vec![missing("", &city_type)], &canonical_city, &city_type);
                PlaceMention {
                    city: None,
                    district: Some(district),
                }
            }
            PlaceIssue::MissingDistrict => {
                labels.add_from(vec![missing("", &district_type)], &district, &district_type);
                PlaceMention {
                    city: Some(city),
                    district: None,
                }
            }
            PlaceIssue::MissingBoth => {
                labels.add_from(vec![missing("", &city_type)], &canonical_city, &city_type);
                labels.add_from(vec![missing("", &district_type)], &district, &district_type);
                PlaceMention {
                    city: None,
                    district: None,
                }
            }
            PlaceIssue::ErrorCity => {
                let typo = self.misspell(&city, false, rng)?;
                let t = ScopeTriple(typo.clone(), city_type.clone(), ScopeIssue::Error);
                labels.add_from(vec![t], &canonical_city, &city_type);
                PlaceMention {
                    city: Some(typo),
                    district: Some(district),
                }
            }
            PlaceIssue::ErrorDistrict => {
                let typo = self.misspell(&district, true, rng)?;
                let t = ScopeTriple(typo.clone(), district_type.clone(), ScopeIssue::Error);
                labels.add_from(vec![t], &district, &district_type);
                PlaceMention {
                    city: Some(city),
                    district: Some(typo),
                }
            }
            PlaceIssue::UnmatchCity => {
                let mut others: Vec<usize> = kind_places
                    .iter()
                    .map(|p| p.city)
                    .filter(|&c| c != place.city && !avoid.iter().any(|a| a.city == c))
                    .collect();
                others.sort();
                others.dedup();
                let &wrong = others.choose(rng)?;
                let wrong_city = city_as_written(wrong, lang, rng);
                let triples = vec![
                    ScopeTriple(wrong_city.clone(), city_type.clone(), ScopeIssue::Unmatch),
                    ScopeTriple(district.clone(), district_type.clone(), ScopeIssue::Unmatch),
                ];
                labels.add_from(triples, &canonical_city, &city_type);
                PlaceMention {
                    city: Some(wrong_city),
                    district: Some(district),
                }
            }
            PlaceIssue::UnmatchDistrict => {
                let others: Vec<Place> = kind_places
                    .iter()
                    .copied()
                    .filter(|p| p.city != place.city && !avoid.iter().any(|a| a.city == p.city))
                    .collect();
                let &wrong = others.choose(rng)?;
                let wrong_district = district_name(wrong, lang);
                let triples = vec![
                    ScopeTriple(city.clone(), city_type.clone(), ScopeIssue::Unmatch),
                    ScopeTriple(
                        wrong_district.clone(),
                        district_type.clone(),
                        ScopeIssue::Unmatch,
                    ),
                ];
                labels.add_from(triples, &district, &district_type);
                PlaceMention {
                    city: Some(city),
                    district: Some(wrong_district),
                }
            }
        };
        Some(mention)
    }

    /// Writes a year scope, possibly left out (`missing`) or misspelt, recording the labels.
    pub fn year_mention(
        &self,
        year: u16,
        issue: Option<ScopeIssue>,
        labels: &mut Labels,
        rng: &mut ChaCha8Rng,
    ) -> Option<Option<String>> {
        let t = slot_type_year(self.lang).to_string();
        let canonical = year.to_string();
        match issue {
            None => Some(Some(canonical)),
            Some(ScopeIssue::Missing) => {
                labels.add_from(
                    vec![ScopeTriple(String::new(), t.clone(), ScopeIssue::Missing)],
                    &canonical,
                    &t,
                );
                Some(None)
            }
            Some(_) => {
                let typo = typo_year(year, rng)?;
                if !self.is_unknown_scope(&typo) {
                    return None;
                }
                labels.add_from(
                    vec![ScopeTriple(typo.clone(), t.clone(), ScopeIssue::Error)],
                    &canonical,
                    &t,
                );
                Some(Some(typo))
            }
        }
    }
}

impl Labels {
    /// Records one FROM issue: its triples, the FROM-Clarification entry and the gold answer.
    pub fn add_from(&mut self, triples: Vec<ScopeTriple>, value: &str, value_type: &str) {
        self.clauses.insert(Clause::From);
        self.scope.extend(triples.iter().cloned());
        self.from_clarification
            .insert(value.to_string(), value_type.to_string());
        self.gold.push(GoldClarification {
            issue: GoldIssue::From { triples },
            value: value.to_string(),
            value_type: value_type.to_string(),
        });
    }

    /// Records a shortened condition value (WHERE "not exist").
    pub fn add_where(&mut self, short: &str, full: &str, column: &str) {
        self.clauses.insert(Clause::Where);
        let triple = ConditionTriple(
            short.to_string(),
            column.to_string(),
            ConditionIssue::NotExist,
        );
        self.condition.push(triple.clone());
        self.where_clarification
            .insert(full.to_string(), column.to_string());
        self.gold.push(GoldClarification {
            issue: GoldIssue::Where { triple },
            value: full.to_string(),
            value_type: column.to_string(),
        });
    }

    /// Records a vague intent (SELECT) meaning the column `header`.
    pub fn add_select(&mut self, header: &str, lang: Lang, forbidden: &[&str]) {
        self.clauses.insert(Clause::Select);
        let key = column_name_key(lang);
        self.select_clarification
            .insert(key.to_string(), header.to_string());
        self.forbidden.push(header.to_string());
        self.forbidden
            .extend(forbidden.iter().map(|s| s.to_string()));
        self.gold.push(GoldClarification {
            issue: GoldIssue::Select,
            value: header.to_string(),
            value_type: key.to_string(),
        });
    }
}

/// The SELECT-Clarification key: "Column Name" / "列名".
pub(crate) fn column_name_key(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Column Name",
        Lang::Zh => "列名",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odutqa::gazetteer::CITIES;
    use rand::SeedableRng;

    #[test]
    fn typos_change_the_word() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..50 {
            let t = typo_en("Conghua", &mut rng);
            assert_ne!(t, "Conghua");
            assert!(t.starts_with('C'));
        }
        assert_eq!(
            typo_zh("从化区", &mut rng).map(|t| t.ends_with('区')),
            Some(true)
        );
        for y in YEARS {
            let t = typo_year(y, &mut rng).unwrap();
            assert!(!YEARS.iter().any(|y| y.to_string() == t), "{t}");
        }
    }

    #[test]
    fn every_place_name_can_be_misspelt_in_chinese() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for c in CITIES {
            assert!(typo_zh(c.zh, &mut rng).is_some(), "{}", c.zh);
            for d in c.districts {
                assert!(typo_zh(d.zh, &mut rng).is_some(), "{}", d.zh);
            }
        }
    }
}
