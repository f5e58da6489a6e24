CREATE TABLE t (dt STRING, id INT, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket'='2');
INSERT INTO t VALUES ('d1', 1);
CALL sys.rescale(`table` => 'default.t', bucket_num => 3);
