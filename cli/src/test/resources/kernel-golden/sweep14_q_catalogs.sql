-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no SHOW statements
-- ordered
-- the session starts in catalog varve, database default; SHOW CATALOGS also lists Flink's built-in default_catalog
SHOW CURRENT CATALOG;
SHOW CURRENT DATABASE;
SHOW CATALOGS;
