-- sys.remove_orphan_files answers the number of files deleted (none younger than the default one day margin, none with a past older_than)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.remove_orphan_files
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.remove_orphan_files('default.t');
CALL sys.remove_orphan_files(`table` => 'default.t', older_than => '2000-01-01 00:00:00');
SELECT * FROM t;
