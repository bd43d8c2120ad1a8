use super::*;
use expect_test::expect;
use serde_json::Value;

fn films() -> TableContext {
    TableContext {
        name: "movies.films".into(),
        caption: Some("Films and their ratings".into()),
        columns: vec![
            ColumnContext::new("title", "TEXT").with_samples(&["Heat", "Alien"]),
            ColumnContext::new("imdb_rating", "REAL").with_samples(&["7.9", "8.4"]),
            ColumnContext::new("rt_rating", "INTEGER"),
        ],
    }
}

/// Every prompt, in both languages, from small typical inputs.
fn all_prompts() -> Vec<Prompt> {
    let mut prompts = Vec::new();
    for lang in [Lang::En, Lang::Zh] {
        let dialogue = vec![
            Turn::user("top rated films?"),
            Turn::system("Which rating?"),
            Turn::user("IMDB"),
        ];
        prompts.push(sql_generation(&SqlGenerationInput {
            lang,
            dialect: "SQLite".into(),
            tables: vec![films()],
            findings: vec![ResolvedFinding {
                phrase: "rating".into(),
                meaning: "movies.films.imdb_rating".into(),
            }],
            dialogue: dialogue.clone(),
            examples: vec![Example {
                question: "How many films?".into(),
                sql: "SELECT COUNT(*) FROM films".into(),
            }],
        }));
        prompts.push(sql_repair(&RepairInput {
            lang,
            dialect: "SQLite".into(),
            tables: vec![films()],
            dialogue: dialogue.clone(),
            sql: "SELECT titel FROM films".into(),
            problem: RepairProblem::ExecutionError("no such column: titel".into()),
            earlier_attempts: vec![("SELECT name FROM films".into(), RepairProblem::EmptyResult)],
        }));
        prompts.push(decompose(&DecomposeInput {
            lang,
            dialect: "SQLite".into(),
            tables: vec![films()],
            question: "Which films rate above the average?".into(),
        }));
        prompts.push(question_rewrite(&RewriteInput {
            lang,
            dialogue: dialogue.clone(),
        }));
        prompts.push(question_type(&QuestionTypeInput {
            lang,
            tables: vec![films()],
            dialogue: dialogue.clone(),
        }));
        prompts.push(forbidden_word_rewrite(&ForbiddenRewriteInput {
            lang,
            question: "What is the green coverage ratio of Agile Garden in Conghua District?"
                .into(),
            keep: vec!["Agile Garden".into(), "Conghua District".into()],
            forbidden: vec!["green coverage ratio".into()],
        }));
        prompts.push(squab_question(&SquabQuestionInput {
            lang,
            category: SquabCategory::ColumnAmbiguity,
            queries: vec![
                "SELECT title FROM films ORDER BY imdb_rating DESC LIMIT 1".into(),
                "SELECT title FROM films ORDER BY rt_rating DESC LIMIT 1".into(),
            ],
            metadata: "ambiguous label: rating".into(),
            table: films(),
        }));
        prompts.push(user_paraphrase(&ParaphraseInput {
            lang,
            sentence: "The correct city is Beijing.".into(),
            key_value: "Beijing".into(),
        }));
        prompts.push(rqs_judge(&RqsInput {
            lang,
            dialogue: dialogue.clone(),
            expected_type: "ambiguous".into(),
            response: "Do you mean the IMDB rating or the Rotten Tomatoes rating?".into(),
            reference: None,
        }));
        prompts.push(sql_agent(&SqlGenerationInput {
            lang,
            dialect: "SQLite".into(),
            tables: vec![films()],
            findings: Vec::new(),
            dialogue: dialogue.clone(),
            examples: Vec::new(),
        }));
    }
    prompts
}

/// OpenAI's strict mode wants every object closed and every property required.
fn assert_strict(schema: &Value, path: &str) {
    if schema.get("type") == Some(&Value::from("object")) {
        let properties = schema["properties"]
            .as_object()
            .unwrap_or_else(|| panic!("{path}: object without properties"));
        let required: Vec<&str> = schema["required"]
            .as_array()
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for key in properties.keys() {
            assert!(
                required.contains(&key.as_str()),
                "{path}: {key} not required"
            );
        }
        assert_eq!(
            schema["additionalProperties"],
            Value::Bool(false),
            "{path}: additionalProperties"
        );
        for (key, property) in properties {
            assert_strict(property, &format!("{path}.{key}"));
        }
    }
    if let Some(items) = schema.get("items") {
        assert_strict(items, &format!("{path}[]"));
    }
}

#[test]
fn every_prompt_is_complete_versioned_and_bilingual() {
    let prompts = all_prompts();
    assert_eq!(prompts.len(), 20);
    let mut tags = std::collections::HashSet::new();
    for prompt in &prompts {
        let tag = prompt.version_tag();
        assert!(tags.insert(tag.clone()), "duplicate tag {tag}");
        assert!(prompt.messages.len() >= 2, "{tag}: system and user message");
        let text: String = prompt.messages.iter().map(|m| m.text_or_empty()).collect();
        let has_cjk = text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        assert_eq!(
            has_cjk,
            prompt.lang == Lang::Zh,
            "{tag}: language of the text"
        );
        if let Some(schema) = &prompt.schema {
            assert_strict(&schema.schema, &tag);
            assert!(
                schema
                    .name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_'),
                "{tag}: schema name"
            );
        }
        let request = prompt.clone().into_request();
        assert_eq!(request.prompt_version.as_deref(), Some(tag.as_str()));
        assert_eq!(request.temperature, Some(0.0));
    }
}

#[test]
fn answers_in_the_schemas_shape_parse_into_the_answer_types() {
    let parse = |text: &str| crate::json::extract_json(text).map(|found| found.value);
    let sql: SqlAnswer =
        serde_json::from_value(parse(r#"{"sql": "SELECT 1", "assumptions": []}"#).unwrap())
            .unwrap();
    assert_eq!(sql.sql, "SELECT 1");
    let repair: RepairAnswer = crate::json::parse_as(
        r#"{"diagnosis": "typo", "sql": "SELECT title FROM films", "unmatched_values": [{"value": "Binjiang", "column": "name"}]}"#,
    )
    .unwrap();
    assert_eq!(repair.unmatched_values[0].column, "name");
    let plan: PlanAnswer = crate::json::parse_as(
        r#"{"steps": [{"question": "avg", "tables": ["films"], "depends_on": [], "sql": "SELECT AVG(imdb_rating) FROM films"}], "final_sql": "SELECT 1"}"#,
    )
    .unwrap();
    assert_eq!(plan.steps.len(), 1);
    let kind: QuestionTypeAnswer = crate::json::parse_as(
        r#"{"question_type": "improper", "reason": "thanks", "interpretations": []}"#,
    )
    .unwrap();
    assert_eq!(kind.question_type, QuestionKind::Improper);
    let scores: RqsScores = crate::json::parse_as(
        r#"{"relevance": 2, "clarity": 2, "completeness": 1, "accuracy": 2, "utility": 7, "rationale": "ok"}"#,
    )
    .unwrap();
    assert_eq!(scores.total(), 9, "out-of-scale scores are capped at 2");
}

#[test]
fn rewrite_and_paraphrase_checks() {
    let keep = vec!["Conghua District".to_string()];
    let forbidden = vec!["green coverage ratio".to_string()];
    assert!(RewriteCheck::of(
        "How green is Agile Garden in Conghua District?",
        &keep,
        &forbidden
    )
    .passed());
    let failed = RewriteCheck::of(
        "What is the Green Coverage Ratio of Agile Garden?",
        &keep,
        &forbidden,
    );
    assert_eq!(failed.missing, keep);
    assert_eq!(failed.forbidden_present, forbidden);

    assert!(keeps_key_value("Oh, it's beijing, of course!", "Beijing"));
    assert!(!keeps_key_value("The capital, of course!", "Beijing"));
    assert!(!keeps_key_value("anything", "  "));
    assert_eq!(
        clean_paraphrase("Reworded: \"Beijing, that's the city.\"\nNote: kept the key."),
        "Beijing, that's the city."
    );
    assert_eq!(clean_paraphrase("“就是北京啦”"), "就是北京啦");
    assert_eq!(
        clean_paraphrase("\u{212A}\u{212A}: x"),
        "\u{212A}\u{212A}: x",
        "odd case mappings must not panic"
    );
}

#[test]
fn sql_generation_prompt_reads_well() {
    let prompt = &all_prompts()[0];
    expect![[r#"
        Dialect: SQLite

        Tables:
        Table movies.films — Films and their ratings
          - title (TEXT); values such as "Heat", "Alien"
          - imdb_rating (REAL); values such as "7.9", "8.4"
          - rt_rating (INTEGER)

        Resolved meanings:
        - "rating" means movies.films.imdb_rating

        Examples:
        Question: How many films?
        SQL: SELECT COUNT(*) FROM films

        Dialogue:
        User: top rated films?
        System: Which rating?
        User: IMDB
    "#]]
    .assert_eq(prompt.messages[1].text_or_empty());
    let zh = &all_prompts()[10];
    expect![[r#"
        SQL 方言：SQLite

        表：
        表 movies.films（Films and their ratings）
          - title (TEXT)；取值如 "Heat", "Alien"
          - imdb_rating (REAL)；取值如 "7.9", "8.4"
          - rt_rating (INTEGER)

        已确定的含义：
        - "rating" 指的是 movies.films.imdb_rating

        示例：
        问题：How many films?
        SQL: SELECT COUNT(*) FROM films

        对话：
        用户：top rated films?
        系统：Which rating?
        用户：IMDB
    "#]]
    .assert_eq(zh.messages[1].text_or_empty());
}
