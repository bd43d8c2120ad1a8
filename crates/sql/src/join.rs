//! Join planning: the smallest tree of foreign-key edges that connects the tables a query needs
//! (a greedy Steiner tree: grow from the first table by shortest paths to the others).

use clarisql_lake::Database;
use std::collections::VecDeque;

/// One join step: `table` joins the tree on `on` = [(column of table, other table, column)].
#[derive(Debug, Clone, PartialEq)]
pub struct JoinStep {
    pub table: usize,
    pub on: Vec<(usize, usize, usize)>,
}

/// The tables in join order with their join conditions; the first step has no condition.
#[derive(Debug, Clone, PartialEq)]
pub struct JoinPlan {
    pub steps: Vec<JoinStep>,
    /// Two tables on the path are linked by more than one foreign key: the plan used the
    /// first, and the question may have meant another.
    pub ambiguous: bool,
}

/// (neighbour, [(my column, their column)]) for each foreign key touching `t`.
fn edges(db: &Database, t: usize) -> Vec<(usize, Vec<(usize, usize)>)> {
    let mut out = Vec::new();
    for fk in &db.foreign_keys {
        if fk.from_table == t && fk.to_table != t {
            let pairs = fk
                .from_columns
                .iter()
                .copied()
                .zip(fk.to_columns.iter().copied())
                .collect();
            out.push((fk.to_table, pairs));
        } else if fk.to_table == t && fk.from_table != t {
            let pairs = fk
                .to_columns
                .iter()
                .copied()
                .zip(fk.from_columns.iter().copied())
                .collect();
            out.push((fk.from_table, pairs));
        }
    }
    out
}

/// Plans joins for `tables` (indices in `db`), or names two that no foreign-key path connects.
pub fn plan(db: &Database, tables: &[usize]) -> Result<JoinPlan, (usize, usize)> {
    let Some(&first) = tables.first() else {
        return Ok(JoinPlan {
            steps: Vec::new(),
            ambiguous: false,
        });
    };
    let mut in_tree = vec![first];
    let mut steps = vec![JoinStep {
        table: first,
        on: Vec::new(),
    }];
    let mut ambiguous = false;
    let mut remaining: Vec<usize> = tables.iter().copied().filter(|&t| t != first).collect();
    remaining.dedup();
    while !remaining.is_empty() {
        // BFS from the whole tree at once; the first remaining table reached is the nearest.
        let n = db.tables.len();
        let mut prev: Vec<Option<usize>> = vec![None; n];
        let mut seen = vec![false; n];
        let mut queue: VecDeque<usize> = VecDeque::new();
        for &t in &in_tree {
            seen[t] = true;
            queue.push_back(t);
        }
        let mut reached = None;
        while let Some(t) = queue.pop_front() {
            if remaining.contains(&t) {
                reached = Some(t);
                break;
            }
            for (nb, _) in edges(db, t) {
                if !seen[nb] {
                    seen[nb] = true;
                    prev[nb] = Some(t);
                    queue.push_back(nb);
                }
            }
        }
        let Some(target) = reached else {
            return Err((first, remaining[0]));
        };
        // Walk back to the tree, then add the path tree-side first.
        let mut path = vec![target];
        let mut cur = target;
        while let Some(p) = prev[cur] {
            if in_tree.contains(&p) {
                path.push(p);
                break;
            }
            path.push(p);
            cur = p;
        }
        path.reverse();
        for w in path.windows(2) {
            let (from, to) = (w[0], w[1]);
            let links: Vec<Vec<(usize, usize)>> = edges(db, to)
                .into_iter()
                .filter(|(nb, _)| *nb == from)
                .map(|(_, p)| p)
                .collect();
            if links.len() > 1 {
                ambiguous = true;
            }
            let pairs = links.into_iter().next().unwrap_or_default();
            steps.push(JoinStep {
                table: to,
                on: pairs
                    .into_iter()
                    .map(|(mine, theirs)| (mine, from, theirs))
                    .collect(),
            });
            in_tree.push(to);
            remaining.retain(|&r| r != to);
        }
    }
    Ok(JoinPlan { steps, ambiguous })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clarisql_lake::{ForeignKey, Source, Table};

    fn db(n: usize, fks: &[(usize, usize)]) -> Database {
        Database {
            id: "t".into(),
            source: Source::Sqlite { path: "x".into() },
            tables: (0..n)
                .map(|i| Table {
                    name: format!("t{i}"),
                    caption: None,
                    columns: vec![],
                    primary_key: vec![],
                    row_count: 0,
                })
                .collect(),
            foreign_keys: fks
                .iter()
                .map(|&(a, b)| ForeignKey {
                    from_table: a,
                    from_columns: vec![0],
                    to_table: b,
                    to_columns: vec![0],
                })
                .collect(),
            fingerprint: String::new(),
        }
    }

    #[test]
    fn joins_through_bridge_tables() {
        // 0 <- 1 -> 2 (1 is a bridge), 3 isolated
        let d = db(4, &[(1, 0), (1, 2)]);
        let p = plan(&d, &[0, 2]).unwrap();
        let order: Vec<usize> = p.steps.iter().map(|s| s.table).collect();
        assert_eq!(order, [0, 1, 2]);
        assert_eq!(p.steps[1].on, [(0, 0, 0)]);
        assert!(!p.ambiguous);
        assert_eq!(plan(&d, &[0, 3]), Err((0, 3)));
    }

    #[test]
    fn flags_parallel_keys() {
        let d = db(2, &[(1, 0), (1, 0)]);
        // identical keys are one edge in the catalog; two different columns make two
        let mut d2 = d.clone();
        d2.foreign_keys[1].from_columns = vec![1];
        assert!(plan(&d2, &[0, 1]).unwrap().ambiguous);
    }
}
