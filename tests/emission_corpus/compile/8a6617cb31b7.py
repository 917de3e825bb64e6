def forward(self):
