-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no joins
-- exit: 1
-- stderr: ambiguous
-- a bare column name present on both sides of a join is refused ("Column 'id' is ambiguous")
CREATE TABLE a (id INT, name STRING, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE b (id INT, score INT, PRIMARY KEY (id) NOT ENFORCED);
SELECT id FROM a JOIN b ON a.id = b.id;
