//! Join planning: the smallest tree of foreign-key edges that connects the tables a query needs
//! (a greedy Steiner tree: grow from the first table by cheapest paths to the others, where
//! passing through a parent shared by two children costs more than passing through a bridge, and
//! a needed table that refers to two other needed ones relates them).

use clarisql_lake::Database;

/// One join step: `table` joins the tree on `on` = [(column of table, other table, column)].
#[derive(Debug, Clone, PartialEq)]
pub struct JoinStep {
    pub table: usize,
    pub on: Vec<(usize, usize, usize)>,
    /// `table` holds the key of the table it joins (it refers to it): one row there may meet
    /// several rows here.
    pub refers_to_joined: bool,
}

/// The tables in join order with their join conditions; the first step has no condition.
#[derive(Debug, Clone, PartialEq)]
pub struct JoinPlan {
    pub steps: Vec<JoinStep>,
    /// Two tables on the path are linked by more than one foreign key: the plan used the
    /// first, and the question may have meant another.
    pub ambiguous: bool,
}

impl JoinPlan {
    /// Tables that both refer to a third and are joined through it (course -> department <-
    /// student), as (parent, child, child): every row of one meets every row of the other under
    /// the same parent, which multiplies counts and sums and pairs rows that are not related. A child
    /// whose key to the parent is its own key, declared or unique in the data (a professor's
    /// row for an employee), adds no rows and does not count.
    pub fn paired_siblings(&self, db: &Database) -> Vec<(usize, usize, usize)> {
        let mut children: Vec<(usize, usize)> = Vec::new();
        for step in &self.steps {
            let Some(&(_, joined, _)) = step.on.first() else {
                continue;
            };
            let (child, parent, key): (usize, usize, Vec<usize>) = if step.refers_to_joined {
                (step.table, joined, step.on.iter().map(|o| o.0).collect())
            } else {
                (joined, step.table, step.on.iter().map(|o| o.2).collect())
            };
            let one_to_one = db.tables.get(child).is_some_and(|t| {
                let mut own = t.primary_key.clone();
                let mut key = key;
                own.sort_unstable();
                key.sort_unstable();
                // Declared, or seen in the data: no two rows share the key.
                let unique_in_data = match key[..] {
                    [c] => t.columns.get(c).is_some_and(|c| {
                        t.row_count >= 2 && c.profile.distinct + c.profile.nulls == t.row_count
                    }),
                    _ => false,
                };
                (!own.is_empty() && own == key) || unique_in_data
            });
            if !one_to_one && !children.contains(&(parent, child)) {
                children.push((parent, child));
            }
        }
        let mut pairs = Vec::new();
        for (i, &(p, a)) in children.iter().enumerate() {
            for &(q, b) in &children[i + 1..] {
                if p == q && a != b {
                    pairs.push((p, a, b));
                }
            }
        }
        pairs
    }
}

/// A foreign key seen from one of its tables.
struct Edge {
    neighbour: usize,
    /// (my column, their column)
    pairs: Vec<(usize, usize)>,
    /// This table holds the key (it refers to the neighbour).
    holds_key: bool,
}

/// Every foreign key touching `t`.
fn edges(db: &Database, t: usize) -> Vec<Edge> {
    let mut out = Vec::new();
    for fk in &db.foreign_keys {
        if fk.from_table == t && fk.to_table != t {
            out.push(Edge {
                neighbour: fk.to_table,
                pairs: fk
                    .from_columns
                    .iter()
                    .copied()
                    .zip(fk.to_columns.iter().copied())
                    .collect(),
                holds_key: true,
            });
        } else if fk.to_table == t && fk.from_table != t {
            out.push(Edge {
                neighbour: fk.from_table,
                pairs: fk
                    .to_columns
                    .iter()
                    .copied()
                    .zip(fk.from_columns.iter().copied())
                    .collect(),
                holds_key: false,
            });
        }
    }
    out
}

/// Cost of one join step, in half steps.
const STEP: u32 = 2;
/// Extra cost of passing through a table that both its neighbours on the path refer to
/// (instructor -> department <- course): that pairs rows that merely share a parent, which a
/// question rarely means unless it names the parent, and then the parent is a needed table, not
/// a table passed through. A bridge table that refers to both neighbours (instructor <- teaches
/// -> course) pairs rows that are related, so a path one step longer through bridges wins.
const SHARED_PARENT: u32 = 3;

/// Cost of a step along a key that a needed table holds to another needed table, when it holds
/// keys to two or more of them: such a table relates them (physician <- affiliated_with ->
/// department), and joining through it beats an equally short path along another key
/// (department.head -> physician) that would leave it hanging off one side.
const NEEDED_BRIDGE_STEP: u32 = 1;

/// Needed tables that hold keys to at least two other needed tables.
fn needed_bridges(db: &Database, tables: &[usize]) -> Vec<bool> {
    let mut bridge = vec![false; db.tables.len()];
    for &t in tables {
        let mut refers: Vec<usize> = db
            .foreign_keys
            .iter()
            .filter(|fk| fk.from_table == t && fk.to_table != t && tables.contains(&fk.to_table))
            .map(|fk| fk.to_table)
            .collect();
        refers.sort_unstable();
        refers.dedup();
        if let Some(b) = bridge.get_mut(t) {
            *b = refers.len() >= 2;
        }
    }
    bridge
}

/// Plans joins for `tables` (indices in `db`), or names two that no foreign-key path connects.
pub fn plan(db: &Database, tables: &[usize]) -> Result<JoinPlan, (usize, usize)> {
    plan_by(db, tables, &[])
}

/// `plan`, where two tables linked by several foreign keys are joined by the one holding a
/// column of `keys` ((table, column) pairs: "rides started at" a dock by `start_dock_id`);
/// only when no key or several of the links are in `keys` is the plan ambiguous.
pub fn plan_by(
    db: &Database,
    tables: &[usize],
    keys: &[(usize, usize)],
) -> Result<JoinPlan, (usize, usize)> {
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
        refers_to_joined: false,
    }];
    let mut ambiguous = false;
    let mut remaining: Vec<usize> = tables.iter().copied().filter(|&t| t != first).collect();
    remaining.dedup();
    let bridge = needed_bridges(db, tables);
    while !remaining.is_empty() {
        // Cheapest paths from the whole tree at once (Dijkstra over (table, reached from a
        // table that refers to it)); the first remaining table settled is the nearest.
        let n = db.tables.len();
        let state = |t: usize, as_parent: bool| t * 2 + usize::from(as_parent);
        let mut prev: Vec<Option<usize>> = vec![None; 2 * n];
        let mut cost = vec![u32::MAX; 2 * n];
        // Ties go first in, first out (`seq`), as breadth-first search would take them: the
        // tree's tables in the order they joined, then each table's keys in catalog order.
        let mut heap = std::collections::BinaryHeap::new();
        let mut seq = 0usize;
        for &t in &in_tree {
            cost[state(t, false)] = 0;
            heap.push(std::cmp::Reverse((0, seq, state(t, false))));
            seq += 1;
        }
        let mut reached = None;
        while let Some(std::cmp::Reverse((c, _, s))) = heap.pop() {
            if c > cost[s] {
                continue;
            }
            let (t, as_parent) = (s / 2, s % 2 == 1);
            if remaining.contains(&t) {
                reached = Some(s);
                break;
            }
            for Edge {
                neighbour: nb,
                holds_key,
                ..
            } in edges(db, t)
            {
                // Going down from a parent reached from one child to another child.
                let detour = if as_parent && !holds_key {
                    SHARED_PARENT
                } else {
                    0
                };
                // A needed bridge's key to a needed table, walked either way.
                let related = if holds_key {
                    bridge[t] && tables.contains(&nb)
                } else {
                    bridge[nb] && tables.contains(&t)
                };
                let step = if related { NEEDED_BRIDGE_STEP } else { STEP };
                let next = state(nb, holds_key);
                let nc = c + step + detour;
                if nc < cost[next] {
                    cost[next] = nc;
                    prev[next] = Some(s);
                    heap.push(std::cmp::Reverse((nc, seq, next)));
                    seq += 1;
                }
            }
        }
        let Some(target) = reached else {
            return Err((first, remaining[0]));
        };
        // Walk back to the tree, then add the path tree-side first.
        let mut path = vec![target / 2];
        let mut cur = target;
        while let Some(p) = prev[cur] {
            path.push(p / 2);
            if in_tree.contains(&(p / 2)) {
                break;
            }
            cur = p;
        }
        path.reverse();
        for w in path.windows(2) {
            let (from, to) = (w[0], w[1]);
            let links: Vec<Edge> = edges(db, to)
                .into_iter()
                .filter(|e| e.neighbour == from)
                .collect();
            // The link holding a preferred key column, on whichever side it is.
            let preferred: Vec<usize> = (0..links.len())
                .filter(|&k| {
                    links[k].pairs.iter().any(|&(mine, theirs)| {
                        keys.contains(&(to, mine)) || keys.contains(&(from, theirs))
                    })
                })
                .collect();
            let chosen = match preferred.as_slice() {
                [k] if links.len() > 1 => *k,
                _ => {
                    if links.len() > 1 {
                        ambiguous = true;
                    }
                    0
                }
            };
            let (pairs, holds_key) = links
                .into_iter()
                .nth(chosen)
                .map(|e| (e.pairs, e.holds_key))
                .unwrap_or_default();
            steps.push(JoinStep {
                table: to,
                on: pairs
                    .into_iter()
                    .map(|(mine, theirs)| (mine, from, theirs))
                    .collect(),
                refers_to_joined: holds_key,
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

    /// The tables of a plan in join order.
    fn joined(d: &Database, tables: &[usize]) -> Vec<usize> {
        plan(d, tables)
            .unwrap()
            .steps
            .iter()
            .map(|s| s.table)
            .collect()
    }

    #[test]
    fn prefers_a_bridge_to_a_shared_parent() {
        // 0 -> 1 <- 2 (both refer to parent 1); 0 <- 3 -> 4 -> 2 (bridge 3, then 4 refers to 2)
        let d = db(5, &[(0, 1), (2, 1), (3, 0), (3, 4), (4, 2)]);
        assert_eq!(joined(&d, &[0, 2]), [0, 3, 4, 2]);
        // Named, the parent is joined directly.
        assert_eq!(joined(&d, &[0, 2, 1]), [0, 1, 2]);
        // With no other way, the shared parent joins them.
        let d = db(3, &[(0, 1), (2, 1)]);
        assert_eq!(joined(&d, &[0, 2]), [0, 1, 2]);
    }

    #[test]
    fn a_needed_table_referring_to_two_needed_ones_relates_them() {
        // 1 -> 0 (a department's head is a physician) and 0 <- 2 -> 1 (affiliations): with all
        // three needed, the department joins through the affiliation, not the head.
        let d = db(3, &[(1, 0), (2, 0), (2, 1)]);
        let p = plan(&d, &[0, 1, 2]).unwrap();
        let order: Vec<usize> = p.steps.iter().map(|s| s.table).collect();
        assert_eq!(order, [0, 2, 1]);
        // Without the affiliation, the head key joins them.
        assert_eq!(joined(&d, &[0, 1]), [0, 1]);
    }

    #[test]
    fn names_children_paired_through_their_parent() {
        // 0 -> 1 <- 2: each row of 0 meets every row of 2 under the same parent.
        let mut d = db(3, &[(0, 1), (2, 1)]);
        let pairs = |d: &Database| plan(d, &[0, 2]).unwrap().paired_siblings(d);
        assert_eq!(pairs(&d), [(1, 0, 2)]);
        // A chain pairs nothing.
        let chain = db(3, &[(0, 1), (1, 2)]);
        assert!(plan(&chain, &[0, 2])
            .unwrap()
            .paired_siblings(&chain)
            .is_empty());
        // A child whose key to the parent is unique in its rows extends the parent: no pairs.
        let column = |distinct| clarisql_lake::Column {
            name: "k".into(),
            declared_type: String::new(),
            kind: clarisql_lake::ColumnKind::Integer,
            description: None,
            profile: clarisql_lake::Profile {
                distinct,
                ..Default::default()
            },
        };
        d.tables[2].row_count = 4;
        d.tables[2].columns = vec![column(2)];
        assert_eq!(pairs(&d), [(1, 0, 2)]);
        d.tables[2].columns = vec![column(4)];
        assert!(pairs(&d).is_empty());
        // So does one whose declared primary key is that key.
        d.tables[2].columns = vec![column(2)];
        d.tables[2].primary_key = vec![0];
        assert!(pairs(&d).is_empty());
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
