// Shared by the build scripts of the crates that write caches (`include!`d; std only, so a
// build script needs no dependency). Written here rather than taken from a crate: an FNV-1a
// over a few source files is all it is.

/// Sets the compile-time variable `var` to a hash of every `.rs` file under `dirs` (relative
/// to the crate), and reruns the build script when any of them changes.
fn source_hash(var: &str, dirs: &[&str]) {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    for dir in dirs {
        println!("cargo:rerun-if-changed={dir}");
        walk(std::path::Path::new(dir), &mut files);
    }
    files.sort();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for file in &files {
        for byte in std::fs::read(file).unwrap_or_default() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    println!("cargo:rustc-env={var}={hash:016x}");
}
