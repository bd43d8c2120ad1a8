//! Joins along keys a lake does not declare: a folder of CSV files (no keys at all) joins on
//! its `id` and `<table>_id` columns, and a column whose values are another table's sparse
//! ids relates the two, the word for its role ("advised by", "their advisors") read as the
//! join, not as a column to show.

use super::{answer, answer_sql, engine_of, engine_over, first_column};

#[test]
fn a_folder_of_csv_files_joins_on_its_id_columns() {
    let dir = tempfile::tempdir().unwrap();
    let shop = dir.path().join("shop");
    std::fs::create_dir_all(&shop).unwrap();
    std::fs::write(
        shop.join("customers.csv"),
        "id,name,city\n1,Ann,Leeds\n2,Bob,York\n3,Cid,Leeds\n4,Dee,Hull\n",
    )
    .unwrap();
    std::fs::write(
        shop.join("orders.csv"),
        "id,customer_id,amount\n10,1,5.5\n11,1,7\n12,2,3\n13,3,9\n14,4,1\n15,2,2\n",
    )
    .unwrap();
    let engine = engine_over(dir.path());
    let r = answer(
        &engine,
        "What is the total amount of orders of customers in Leeds?",
    );
    assert_eq!(first_column(&r), ["21.5"], "{:?}", r.sql);
    let r = answer(
        &engine,
        "Show the names of customers with more than 1 orders.",
    );
    let mut names = first_column(&r);
    names.sort();
    assert_eq!(names, ["Ann", "Bob"], "{:?}", r.sql);
}

#[test]
fn a_key_found_by_its_values_relates_two_tables_through_the_role_it_names() {
    let (_dir, engine) = engine_of(
        "campus",
        "CREATE TABLE faculty (fac_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT, rank TEXT);
         CREATE TABLE student (stu_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT, age INTEGER,
                               advisor INTEGER);
         INSERT INTO faculty VALUES (4410,'Irene','Vance','Professor'),
             (8123,'Tomas','Ruiz','Instructor'),(2290,'Helen','Park','Professor');
         INSERT INTO student VALUES (1,'Nora','Bell',18,4410),(2,'Ivan','Petrov',19,8123),
             (3,'Maya','Lund',21,2290),(4,'Omar','Haddad',20,4410);",
    );
    let r = answer(
        &engine,
        "Show the first names of the students advised by Irene Vance.",
    );
    let mut names = first_column(&r);
    names.sort();
    assert_eq!(names, ["Nora", "Omar"], "{:?}", r.sql);
    assert_eq!(
        r.columns.len(),
        1,
        "the advisor's id is not asked for: {:?}",
        r.sql
    );
    let sql = answer_sql(
        &engine,
        "Which students have professors as their advisors? Give their first names.",
    );
    assert!(!sql.contains("\"advisor\","), "{sql}");
    let r = answer(&engine, "What is the advisor of Nora Bell?");
    assert_eq!(
        first_column(&r),
        ["4410"],
        "asked for, it is shown: {:?}",
        r.sql
    );
}
