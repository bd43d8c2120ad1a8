use serde::{Deserialize, Serialize};
use std::fmt;

/// One cell of a result. Serialises to the natural JSON value (null, number, string).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Value {
    /// A key under which equal values (1 and 1.0; floats equal to 6 digits) compare equal:
    /// used when result multisets are compared.
    pub fn canonical(&self) -> String {
        match self {
            Value::Null => "∅".to_string(),
            Value::Integer(i) => format!("n:{i}"),
            Value::Real(f) => {
                if f.fract() == 0.0 && f.abs() < 9.0e15 {
                    format!("n:{}", *f as i64)
                } else {
                    format!("n:{:.6}", f)
                }
            }
            Value::Text(s) => {
                // Numbers stored as text compare with numbers.
                match s.trim().parse::<f64>() {
                    Ok(f) if !s.trim().is_empty() && f.is_finite() => Value::Real(f).canonical(),
                    _ => format!("s:{s}"),
                }
            }
            Value::Blob(b) => format!("b:{}", b.len()),
        }
    }

    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Integer(i) => Some(*i as f64),
            Value::Real(f) => Some(*f),
            Value::Text(s) => s.trim().parse().ok(),
            _ => None,
        }
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => write!(f, "NULL"),
            Value::Integer(i) => write!(f, "{i}"),
            Value::Real(r) => {
                if r.fract() == 0.0 && r.abs() < 1e15 {
                    write!(f, "{r:.1}")
                } else {
                    write!(f, "{}", (r * 1e6).round() / 1e6)
                }
            }
            Value::Text(s) => write!(f, "{s}"),
            Value::Blob(b) => write!(f, "<{} bytes>", b.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_forms_compare_numbers_across_types() {
        assert_eq!(Value::Integer(3).canonical(), Value::Real(3.0).canonical());
        assert_eq!(
            Value::Text("3".into()).canonical(),
            Value::Integer(3).canonical()
        );
        assert_ne!(
            Value::Text("a".into()).canonical(),
            Value::Text("A".into()).canonical()
        );
        assert_eq!(
            Value::Real(1.0 / 3.0).canonical(),
            Value::Real(0.3333333).canonical()
        );
        assert_eq!(
            serde_json::to_string(&Value::Text("x".into()))
                .ok()
                .as_deref(),
            Some("\"x\"")
        );
    }
}
