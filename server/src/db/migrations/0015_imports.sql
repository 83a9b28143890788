CREATE TABLE "import_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"source_key" text,
	"preset" text,
	"date_order" text DEFAULT 'mdy' NOT NULL,
	"sample" jsonb NOT NULL,
	"references" jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"bad_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb NOT NULL,
	"last_error" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_keys" (
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"record_id" integer NOT NULL,
	"row_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_keys_team_id_kind_source_key_pk" PRIMARY KEY("team_id","kind","source_key")
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shape" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"source_key" text,
	"date_order" text DEFAULT 'mdy' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_team_id_kind_shape_pk" PRIMARY KEY("team_id","kind","shape")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_team_id_created_at_index" ON "import_jobs" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_status_index" ON "import_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "import_jobs_storage_key_index" ON "import_jobs" USING btree ("storage_key");