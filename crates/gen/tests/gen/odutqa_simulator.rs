//! The simulated user: gated reveal, fixed template, dynamic paraphrase, fallback.

use clarisql_gen::odutqa::simulator::{
    template_sentence, Detected, Mode, ParaphraseRequest, Paraphraser, ReplySource, SimulatedUser,
    MAX_RETRIES, REFUSAL_EN, REFUSAL_ZH,
};
use clarisql_gen::odutqa::{
    generate_lake, load_records, ConditionIssue, ConditionTriple, GoldIssue, LakeOptions, Lang,
    Record, ScopeIssue, ScopeTriple, Size,
};
use std::cell::Cell;
use std::path::PathBuf;
use std::sync::OnceLock;

fn records(lang: Lang) -> &'static Vec<Record> {
    static EN: OnceLock<Vec<Record>> = OnceLock::new();
    static ZH: OnceLock<Vec<Record>> = OnceLock::new();
    let cell = if lang == Lang::En { &EN } else { &ZH };
    cell.get_or_init(|| {
        let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("odutqa-simulator-tests");
        let l = generate_lake(&LakeOptions {
            out_dir,
            lang,
            seed: 3,
            size: Size::Small,
        })
        .unwrap();
        load_records(&l.train_path).unwrap()
    })
}

fn find(lang: Lang, f: impl Fn(&Record) -> bool) -> &'static Record {
    records(lang)
        .iter()
        .find(|r| f(r))
        .expect("a record of that kind")
}

fn only_missing_district(r: &Record) -> bool {
    r.scope_underspecification.len() == 1
        && r.scope_underspecification[0].2 == ScopeIssue::Missing
        && r.scope_underspecification[0].1 == "District"
}

#[test]
fn reveals_only_what_was_detected_correctly() {
    let r = find(Lang::En, only_missing_district);
    let user = SimulatedUser::new(Mode::Fixed, 1);
    let right = user.reply(
        r,
        &Detected::From(vec![ScopeTriple(
            String::new(),
            "District".into(),
            ScopeIssue::Missing,
        )]),
    );
    let district = r.from_clarification.keys().next().unwrap();
    assert_eq!(right.text, format!("The correct district is {district}."));
    assert_eq!(right.revealed.len(), 1);
    assert_eq!(right.source, ReplySource::Template);

    // Wrong slot type, wrong issue kind, or the wrong clause: nothing is revealed.
    for wrong in [
        Detected::From(vec![ScopeTriple(
            String::new(),
            "City".into(),
            ScopeIssue::Missing,
        )]),
        Detected::From(vec![ScopeTriple(
            district.clone(),
            "District".into(),
            ScopeIssue::Error,
        )]),
        Detected::From(vec![]),
        Detected::Where(vec![ConditionTriple(
            district.clone(),
            "District".into(),
            ConditionIssue::NotExist,
        )]),
    ] {
        let reply = user.reply(r, &wrong);
        assert_eq!(reply.text, REFUSAL_EN, "{wrong:?}");
        assert!(reply.revealed.is_empty());
        assert_eq!(reply.source, ReplySource::Refusal);
    }
    let well = find(Lang::En, |r| r.gold_clarifications.is_empty());
    assert_eq!(
        user.reply(
            well,
            &Detected::Select {
                intent_underspecified: true
            }
        )
        .text,
        REFUSAL_EN
    );
}

#[test]
fn select_and_where_are_gated_on_their_labels() {
    let user = SimulatedUser::new(Mode::Fixed, 1);
    let vague = find(Lang::En, |r| r.intent.iter().any(|i| i == "unknown"));
    let header = vague.select_clarification.values().next().unwrap();
    let reply = user.reply(
        vague,
        &Detected::Select {
            intent_underspecified: true,
        },
    );
    assert!(reply.text.contains(header.as_str()), "{}", reply.text);
    assert_eq!(
        user.reply(
            vague,
            &Detected::Select {
                intent_underspecified: false
            }
        )
        .text,
        REFUSAL_EN
    );

    let short = find(Lang::En, |r| r.condition_underspecification.len() == 1);
    let gold = short.condition_underspecification[0].clone();
    let full = short.where_clarification.keys().next().unwrap();
    let reply = user.reply(short, &Detected::Where(vec![gold.clone()]));
    assert!(reply.text.contains(full.as_str()), "{}", reply.text);
    // Case and spacing of the detected label do not matter; its content does.
    let loose = ConditionTriple(
        format!(" {} ", gold.0.to_uppercase()),
        gold.1.to_lowercase(),
        ConditionIssue::NotExist,
    );
    assert!(user
        .reply(short, &Detected::Where(vec![loose]))
        .text
        .contains(full.as_str()));
    let other = ConditionTriple(
        "Somewhere Else".into(),
        gold.1.clone(),
        ConditionIssue::NotExist,
    );
    assert_eq!(
        user.reply(short, &Detected::Where(vec![other])).text,
        REFUSAL_EN
    );
}

#[test]
fn an_unmatch_is_revealed_by_either_of_its_triples() {
    let r = find(Lang::En, |r| {
        r.scope_underspecification.len() == 2
            && r.scope_underspecification
                .iter()
                .all(|t| t.2 == ScopeIssue::Unmatch)
    });
    let user = SimulatedUser::new(Mode::Fixed, 1);
    for t in &r.scope_underspecification {
        let reply = user.reply(r, &Detected::From(vec![t.clone()]));
        assert_eq!(reply.revealed.len(), 1, "{t:?}");
        assert!(reply
            .text
            .contains(r.from_clarification.keys().next().unwrap().as_str()));
    }
}

#[test]
fn dynamic_replies_vary_but_keep_the_value() {
    let user = SimulatedUser::new(Mode::Dynamic, 9);
    let mut differing = 0;
    let mut texts = std::collections::BTreeSet::new();
    for lang in [Lang::En, Lang::Zh] {
        for r in records(lang)
            .iter()
            .filter(|r| !r.gold_clarifications.is_empty())
        {
            for g in &r.gold_clarifications {
                let detected = match &g.issue {
                    GoldIssue::Select => Detected::Select {
                        intent_underspecified: true,
                    },
                    GoldIssue::From { triples } => Detected::From(triples.clone()),
                    GoldIssue::Where { triple } => Detected::Where(vec![triple.clone()]),
                };
                let reply = user.reply(r, &detected);
                assert!(
                    reply.text.contains(&g.value),
                    "{} lost {}",
                    reply.text,
                    g.value
                );
                assert!(
                    matches!(reply.source, ReplySource::Paraphrase { attempts: 1 }),
                    "{:?}",
                    reply.source
                );
                // Same seed, same reply.
                assert_eq!(user.reply(r, &detected), reply);
                if !reply.text.contains(&template_sentence(g, lang)) {
                    differing += 1;
                }
                texts.insert(reply.text.replace(&g.value, "<v>"));
            }
        }
    }
    assert!(differing > 100, "{differing}");
    assert!(
        texts.len() > 40,
        "only {} distinct reply shapes",
        texts.len()
    );
}

#[test]
fn chinese_replies_use_chinese_templates() {
    let r = find(Lang::Zh, |r| {
        r.scope_underspecification
            .iter()
            .any(|t| t.2 == ScopeIssue::Missing && t.1 == "区域")
    });
    let user = SimulatedUser::new(Mode::Fixed, 1);
    let reply = user.reply(
        r,
        &Detected::From(vec![ScopeTriple(
            String::new(),
            "区域".into(),
            ScopeIssue::Missing,
        )]),
    );
    assert!(
        reply.text.starts_with("正确的区域是") && reply.text.ends_with('。'),
        "{}",
        reply.text
    );
    let refusal = user.reply(
        r,
        &Detected::Select {
            intent_underspecified: true,
        },
    );
    if !r.intent_underspecification.is_true() {
        assert_eq!(refusal.text, REFUSAL_ZH);
    }
}

/// A paraphraser that always loses the value, counting how often it is asked.
struct Forgetful {
    calls: Cell<u32>,
    give_up: bool,
}

impl Paraphraser for Forgetful {
    fn paraphrase(&self, request: &ParaphraseRequest<'_>) -> Option<String> {
        self.calls.set(self.calls.get() + 1);
        if self.give_up {
            None
        } else {
            Some(request.sentence.replace(request.key, "that place"))
        }
    }
}

#[test]
fn falls_back_to_the_template_after_five_failed_paraphrases() {
    let r = find(Lang::En, only_missing_district);
    let detected = Detected::From(r.scope_underspecification.clone());
    assert_eq!(MAX_RETRIES, 5);
    for give_up in [false, true] {
        let user = SimulatedUser::with_paraphraser(
            Mode::Dynamic,
            1,
            Forgetful {
                calls: Cell::new(0),
                give_up,
            },
        );
        let reply = user.reply(r, &detected);
        assert_eq!(
            reply.text,
            template_sentence(&r.gold_clarifications[0], Lang::En)
        );
        assert_eq!(
            reply.source,
            ReplySource::TemplateFallback {
                attempts: MAX_RETRIES
            }
        );
        assert_eq!(
            user.paraphraser().calls.get(),
            MAX_RETRIES,
            "exactly five attempts"
        );
    }
}
