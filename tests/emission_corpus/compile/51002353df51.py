def forward(self:
