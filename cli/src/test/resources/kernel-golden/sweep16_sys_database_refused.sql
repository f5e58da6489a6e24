-- sys is the system database: CREATE DATABASE sys is refused; writing into sys.all_table_options is refused
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE DATABASE sys;
-- exit: 1
-- stderr: system database
